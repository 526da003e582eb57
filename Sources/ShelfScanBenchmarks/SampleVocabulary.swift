/// The words sample books and readers are made of: names, title words, places, subjects and
/// phrases for descriptions, varied enough that keyword searches find a few books, not all.
enum SampleVocabulary {
    static let firstNames = [
        "Ada", "Amara", "Anton", "Beatrix", "Bruno", "Camille", "Cyrus", "Dagny", "Delia", "Emil", "Esther",
        "Farah", "Felix", "Greta", "Gideon", "Hana", "Hugo", "Ingrid", "Isaac", "Jonas", "Juno", "Kasimir",
        "Keiko", "Leonie", "Lucan", "Mara", "Matteo", "Nadia", "Niall", "Odile", "Oskar", "Paloma", "Pavel",
        "Quentin", "Rosa", "Rufus", "Selma", "Soren", "Tamsin", "Teodor", "Ulla", "Viktor", "Wanda", "Xavier",
        "Yara", "Yusuf", "Zelda", "Zoltan", "Imogen", "Lorcan",
    ]
    static let surnames = [
        "Abernathy", "Adeyemi", "Balogun", "Bergstrom", "Castellano", "Dubois", "Eriksen", "Fairweather",
        "Galloway", "Haverford", "Ishikawa", "Jablonski", "Kowalczyk", "Lindqvist", "Montague", "Nakamura",
        "Okonkwo", "Pemberton", "Quinlan", "Rasmussen", "Santangelo", "Thornbury", "Underhill", "Valdez",
        "Whitcombe", "Yamamoto", "Zielinski", "Ashdown", "Blackwood", "Carrow", "Devereux", "Ellingham",
        "Fontaine", "Grimaldi", "Holloway", "Iverson", "Kavanagh", "Lockhart", "Marchetti", "Novak", "Oyelaran",
        "Petrakis", "Rowntree", "Sandoval", "Tremaine", "Vasquez", "Winterbottom", "Achterberg", "Brannigan",
        "Castillo", "Drummond", "Esposito", "Fitzgerald", "Gallagher", "Hartigan", "Janssen", "Kirkpatrick",
        "Larkspur", "Moreau", "Nightingale",
    ]
    static let adjectives = [
        "Silent", "Crimson", "Hidden", "Forgotten", "Burning", "Hollow", "Golden", "Broken", "Distant", "Frozen",
        "Wandering", "Secret", "Endless", "Bitter", "Gentle", "Savage", "Quiet", "Restless", "Shattered", "Silver",
        "Drowned", "Painted", "Lonely", "Wicked", "Luminous", "Tangled", "Velvet", "Iron", "Paper", "Glass",
        "Midnight", "Summer", "Winter", "Autumn", "Northern", "Southern", "Ancient", "Last", "First", "Little",
        "Sleeping", "Laughing", "Weeping", "Invisible", "Curious", "Reluctant", "Unfinished", "Stolen",
        "Borrowed", "Faithful",
    ]
    static let nouns = [
        "Lantern", "Harbour", "Orchard", "Cartographer", "Lighthouse", "Garden", "Kingdom", "Mirror", "River",
        "Tower", "Archive", "Bridge", "Compass", "Daughter", "Emperor", "Falcon", "Forest", "Gambit", "Horizon",
        "Island", "Journey", "Key", "Labyrinth", "Machine", "Navigator", "Oracle", "Pilgrim", "Quarry", "Raven",
        "Sailor", "Tide", "Untold", "Voyage", "Winter", "Alchemist", "Beekeeper", "Clockmaker", "Dragon",
        "Engine", "Ferryman", "Glacier", "Heiress", "Inventor", "Jester", "Keeper", "Librarian", "Monastery",
        "Nomad", "Observatory", "Painter", "Physician", "Queen", "Rebellion", "Stranger", "Theorem", "Umbrella",
        "Vineyard", "Watchmaker", "Widow", "Wolf", "Serpent", "Carousel", "Chronicle", "Cipher", "Covenant",
        "Dominion", "Echo", "Ember", "Fable", "Frontier", "Ghost", "Hymn", "Legacy", "Meridian", "Nocturne",
        "Outpost", "Paradox", "Prophecy", "Requiem", "Sanctuary",
    ]
    static let places = [
        "Avalon", "Babylon", "Carthage", "Dunmore", "Elsinore", "Florence", "Galway", "Havana", "Istanbul",
        "Jericho", "Kyoto", "Lisbon", "Marrakesh", "Naples", "Odessa", "Prague", "Quito", "Reykjavik",
        "Samarkand", "Trieste", "Uppsala", "Valparaiso", "Warsaw", "Yorkshire", "Zanzibar", "Alexandria",
        "Bukhara", "Cordoba", "Dublin", "Edinburgh",
    ]
    static let genres = [
        "Science fiction", "Fantasy", "Mystery", "Thriller", "Romance", "Historical fiction", "Horror", "Poetry",
        "Biography", "Memoir", "History", "Philosophy", "Travel", "Cookery", "Gardening", "Economics",
        "Psychology", "Mathematics", "Physics", "Astronomy", "Natural history", "Art", "Music", "Drama",
        "Short stories", "Children's books", "Young adult", "Graphic novels", "Essays", "Politics",
    ]
    static let topics = [
        "Seafaring", "Family", "War", "Friendship", "Exile", "Cities", "Mountains", "Islands", "Revolution",
        "Empire", "Childhood", "Memory", "Grief", "Love", "Betrayal", "Invention", "Music", "Science",
        "Religion", "Magic", "Crime", "Justice", "Migration", "Identity", "Nature", "Animals", "Climate",
        "Space", "Time travel", "Artificial intelligence", "Food", "Architecture", "Medicine", "Trade",
        "Espionage", "Art theft", "Chess", "Gardens", "Rivers", "Winter",
    ]
    static let forms = ["novel", "story", "chronicle", "fable", "saga", "portrait", "study", "memoir", "tale"]
    static let verbs = [
        "searches for", "runs from", "inherits", "builds", "loses", "remembers", "guards", "maps", "betrays",
        "rescues", "deciphers", "steals", "restores", "follows", "outwits",
    ]
    static let conditions = [
        "Paperback, well read.", "Hardcover with dust jacket.", "First edition, a little foxed.",
        "Like new.", "Some pencil notes in the margins.", "Signed by the author.", "Library binding.",
        "Spine cracked but complete.", "Large print.", "Slight water damage on the cover.",
    ]
    /// Words too common to make a useful keyword; queries skip them.
    static let stopWords: Set<String> = ["the", "and", "of", "a", "an", "in", "to", "for", "who", "with", "by", "but"]
}
