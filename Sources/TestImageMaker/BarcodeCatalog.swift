import BarcodeKit

/// The single-code photos in `barcodes/`: each varies one or two things a camera gets wrong.
enum BarcodeCatalog {
    static var scenes: [BarcodeScene] {
        var scenes: [BarcodeScene] = []
        func add(_ name: String, _ symbology: Symbology, _ digits: String, addOn: String? = nil,
                 _ adjust: (inout BarcodeScene) -> Void = { _ in }) {
            var scene = BarcodeScene(name: name, symbology: symbology, digits: digits, addOn: addOn)
            adjust(&scene)
            scenes.append(scene)
        }

        // Module widths and quiet zones.
        for width in 1...4 {
            add("isbn-module\(width)", .ean13, Numbers.isbnA) { $0.moduleWidth = width }
        }
        add("isbn-module2-quiet-minimal", .ean13, Numbers.isbnB) { $0.quietZone = 4; $0.padding = 0 }
        add("isbn-module3-quiet-minimal", .ean13, Numbers.isbnC) {
            $0.moduleWidth = 3; $0.quietZone = 4; $0.padding = 0
        }
        add("isbn979-module2", .ean13, Numbers.isbnE)
        add("isbn979-8-module3", .ean13, Numbers.isbnG) { $0.moduleWidth = 3; $0.encoding = .jpeg(quality: 85) }

        // Add-ons.
        add("isbn-ean5-module2", .ean13, Numbers.isbnA, addOn: "51299")
        add("isbn-ean5-module3", .ean13, Numbers.isbnD, addOn: "90000") {
            $0.moduleWidth = 3; $0.encoding = .jpeg(quality: 85)
        }
        add("isbn-ean5-gbp-module2", .ean13, Numbers.isbnH, addOn: "00799")
        add("issn-ean2-module2", .ean13, Numbers.issn, addOn: "05")
        add("upca-module2", .upcA, Numbers.upcA)
        add("upca-ean5-module2", .upcA, Numbers.upcB, addOn: "51495")
        add("upca-ean2-module3", .upcA, Numbers.upcC, addOn: "12") { $0.moduleWidth = 3 }
        add("upce-module2", .upcE, Numbers.upcEA)
        add("upce-module3", .upcE, Numbers.upcEB) { $0.moduleWidth = 3; $0.encoding = .jpeg(quality: 90) }
        // zbar decodes UPC-E only in number system 0.
        add("upce-ns1-module3", .upcE, Numbers.upcEC) { $0.moduleWidth = 3; $0.difficulty = .hard }
        add("upce-ean2-module3", .upcE, Numbers.upcEB, addOn: "07") { $0.moduleWidth = 3 }
        add("ean8-module2", .ean8, Numbers.ean8A)
        add("ean8-module3", .ean8, Numbers.ean8B) { $0.moduleWidth = 3; $0.encoding = .jpeg(quality: 85) }
        add("ean8-ean5-module2", .ean8, Numbers.ean8B, addOn: "24999")

        // Rotation.
        add("isbn-rotate3", .ean13, Numbers.isbnB) { $0.degrees = 3 }
        add("isbn-rotate-8", .ean13, Numbers.isbnC) { $0.degrees = -8; $0.moduleWidth = 3 }
        add("isbn-ean5-rotate8", .ean13, Numbers.isbnD, addOn: "52495") {
            $0.degrees = 8; $0.moduleWidth = 3; $0.encoding = .jpeg(quality: 80)
        }
        add("isbn-rotate15", .ean13, Numbers.isbnF) { $0.degrees = 15; $0.moduleWidth = 3 }
        add("upca-rotate-15", .upcA, Numbers.upcA) { $0.degrees = -15; $0.moduleWidth = 2 }
        add("isbn-rotate35", .ean13, Numbers.isbnA) { $0.degrees = 35; $0.moduleWidth = 3 }
        add("isbn-ean5-rotate50", .ean13, Numbers.isbnB, addOn: "51299") {
            $0.degrees = 50; $0.moduleWidth = 2; $0.difficulty = .hard
        }

        // Focus blur.
        add("isbn-blur1", .ean13, Numbers.isbnB) { $0.moduleWidth = 3; $0.blurSigma = 1 }
        add("isbn-blur2", .ean13, Numbers.isbnE) { $0.moduleWidth = 4; $0.blurSigma = 2 }
        add("isbn-ean5-blur1.5", .ean13, Numbers.isbnH, addOn: "51599") { $0.moduleWidth = 3; $0.blurSigma = 1.5 }
        add("isbn-blur3", .ean13, Numbers.isbnF) { $0.moduleWidth = 2; $0.blurSigma = 3; $0.difficulty = .hard }

        // Sensor noise.
        add("isbn-noise12", .ean13, Numbers.isbnC) { $0.noiseSigma = 12; $0.encoding = .jpeg(quality: 90) }
        add("ean8-noise20", .ean8, Numbers.ean8A) { $0.moduleWidth = 3; $0.noiseSigma = 20 }
        add("isbn-noise45", .ean13, Numbers.isbnD) {
            $0.noiseSigma = 45; $0.encoding = .jpeg(quality: 90); $0.difficulty = .hard
        }

        // Contrast and polarity.
        add("isbn-lowcontrast-90-160", .ean13, Numbers.isbnG) {
            $0.barLevel = 90; $0.paperTop = 164; $0.paperBottom = 156
        }
        add("upca-lowcontrast-120-150", .upcA, Numbers.upcB) {
            $0.barLevel = 120; $0.paperTop = 152; $0.paperBottom = 148; $0.noiseSigma = 4
        }
        add("isbn-lowcontrast-128-142-noisy", .ean13, Numbers.isbnC) {
            $0.barLevel = 128; $0.paperTop = 144; $0.paperBottom = 140; $0.noiseSigma = 7; $0.difficulty = .hard
        }
        add("isbn-inverted", .ean13, Numbers.isbnA) { $0.inverted = true; $0.difficulty = .hard }
        add("isbn-ean5-inverted", .ean13, Numbers.isbnB, addOn: "51299") {
            $0.moduleWidth = 3; $0.inverted = true; $0.encoding = .jpeg(quality: 85); $0.difficulty = .hard
        }

        // Heavy JPEG compression.
        add("isbn-jpeg-q20", .ean13, Numbers.isbnE) { $0.encoding = .jpeg(quality: 20) }
        add("isbn-ean5-jpeg-q15", .ean13, Numbers.isbnF, addOn: "51999") {
            $0.moduleWidth = 3; $0.encoding = .jpeg(quality: 15)
        }
        add("upce-jpeg-q15", .upcE, Numbers.upcEA) { $0.moduleWidth = 3; $0.encoding = .jpeg(quality: 15) }
        add("isbn-module1-jpeg-q15", .ean13, Numbers.isbnH) { $0.moduleWidth = 1; $0.encoding = .jpeg(quality: 15) }
        add("isbn-module1-jpeg-q10", .ean13, Numbers.isbnG) {
            $0.moduleWidth = 1; $0.encoding = .jpeg(quality: 10); $0.difficulty = .hard
        }

        // Several faults at once, as in a hand-held phone photo.
        add("isbn-ean5-phone", .ean13, Numbers.isbnC, addOn: "52995") {
            $0.moduleWidth = 3; $0.degrees = -6; $0.blurSigma = 1.2; $0.noiseSigma = 8
            $0.paperTop = 225; $0.paperBottom = 170; $0.encoding = .jpeg(quality: 60)
        }
        add("isbn-rotate12-blur-lowcontrast", .ean13, Numbers.isbnE) {
            $0.moduleWidth = 2; $0.degrees = 12; $0.blurSigma = 1.5; $0.barLevel = 100
            $0.paperTop = 170; $0.paperBottom = 160; $0.encoding = .jpeg(quality: 50); $0.difficulty = .hard
        }
        return scenes
    }
}
