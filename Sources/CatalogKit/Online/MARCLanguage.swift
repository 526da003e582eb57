/// MARC language codes (what `BookMetadata.language` holds, as Open Library does) for the
/// ISO 639-1 two-letter codes Google Books gives. MARC mostly follows ISO 639-2/B, hence
/// `ger` and `fre`, not `deu` and `fra`.
///
/// ```swift
/// MARCLanguage.code(forISO: "de")      // "ger"
/// MARCLanguage.code(forISO: "pt-BR")   // "por"
/// MARCLanguage.code(forISO: "xx")      // nil
/// ```
public enum MARCLanguage {
    /// The MARC code of a two-letter code, a region after `-` or `_` ignored; `nil` for a code not
    /// in the table (a wrong language is worse than none).
    public static func code(forISO iso: String) -> String? {
        let language = iso.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return codes[language]
    }

    private static let codes: [String: String] = [
        "af": "afr", "am": "amh", "ar": "ara", "az": "aze", "be": "bel", "bg": "bul", "bn": "ben", "bo": "tib",
        "bs": "bos", "ca": "cat", "cs": "cze", "cy": "wel", "da": "dan", "de": "ger", "el": "gre", "en": "eng",
        "eo": "epo", "es": "spa", "et": "est", "eu": "baq", "fa": "per", "fi": "fin", "fo": "fao", "fr": "fre",
        "fy": "fry", "ga": "gle", "gd": "gla", "gl": "glg", "gu": "guj", "he": "heb", "hi": "hin", "hr": "hrv",
        "hu": "hun", "hy": "arm", "id": "ind", "is": "ice", "it": "ita", "ja": "jpn", "ka": "geo", "kk": "kaz",
        "km": "khm", "kn": "kan", "ko": "kor", "ku": "kur", "la": "lat", "lb": "ltz", "lo": "lao", "lt": "lit",
        "lv": "lav", "mi": "mao", "mk": "mac", "ml": "mal", "mn": "mon", "mr": "mar", "ms": "may", "mt": "mlt",
        "my": "bur", "nb": "nob", "ne": "nep", "nl": "dut", "nn": "nno", "no": "nor", "pa": "pan", "pl": "pol",
        "ps": "pus", "pt": "por", "ro": "rum", "ru": "rus", "sa": "san", "si": "sin", "sk": "slo", "sl": "slv",
        "so": "som", "sq": "alb", "sr": "srp", "sv": "swe", "sw": "swa", "ta": "tam", "te": "tel", "th": "tha",
        "tl": "tgl", "tr": "tur", "uk": "ukr", "ur": "urd", "uz": "uzb", "vi": "vie", "yi": "yid", "zh": "chi",
        "zu": "zul",
        // Google still answers some languages with their withdrawn ISO 639-1 codes.
        "iw": "heb", "in": "ind", "ji": "yid",
    ]
}
