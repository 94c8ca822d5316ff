/// The names people use for the breeds dog.ceo lists, by breed key: "English Setter" for the
/// folder `setter-english`, "Great Dane" for `dane-great`. dog.ceo's folders put the breed first
/// and run words together (`stbernard`, `mexicanhairless`); pages, feeds and summaries show what
/// a reader would call the dog. A breed not in the table keeps its folder's name.
package enum BreedNames {
    package static func common(forKey key: String) -> String? {
        table[key]
    }

    /// The key of the breed people call `name` (in lower case, single spaces): "afghan hound" → `hound-afghan`.
    static func key(forCommonName name: String) -> String? {
        keysByCommonName[name]
    }

    private static let keysByCommonName = Dictionary(table.map { ($0.value.lowercased(), $0.key) }, uniquingKeysWith: { first, _ in first })

    /// The names people type for each breed, with its key: the table's names, and "Saint" for "St.".
    package static var spoken: [(name: String, key: String)] {
        table.flatMap { key, name -> [(name: String, key: String)] in
            [(name, key)] + (name.hasPrefix("St. ") ? [("Saint " + name.dropFirst(4), key)] : [])
        }.sorted { $0.name < $1.name }
    }

    /// What people call the dog a picture link shows: the table's name, or its folder's.
    package static func common(of dog: DogUI) -> String {
        common(forKey: PictureNaming.sanitized(dog.name)) ?? dog.name
    }

    static let table: [String: String] = [
        "affenpinscher": "Affenpinscher", "african": "African Wild Dog", "airedale": "Airedale Terrier", "akita": "Akita",
        "appenzeller": "Appenzeller Sennenhund", "australian-kelpie": "Australian Kelpie", "australian-shepherd": "Australian Shepherd",
        "bakharwal-indian": "Bakharwal Dog", "basenji": "Basenji", "beagle": "Beagle", "bluetick": "Bluetick Coonhound", "borzoi": "Borzoi",
        "bouvier": "Bouvier des Flandres", "boxer": "Boxer", "brabancon": "Petit Brabançon", "briard": "Briard",
        "buhund-norwegian": "Norwegian Buhund", "bulldog-boston": "Boston Terrier", "bulldog-english": "English Bulldog",
        "bulldog-french": "French Bulldog", "bullterrier-staffordshire": "Staffordshire Bull Terrier",
        "cattledog-australian": "Australian Cattle Dog", "cavapoo": "Cavapoo", "chihuahua": "Chihuahua", "chippiparai-indian": "Chippiparai",
        "chow": "Chow Chow", "clumber": "Clumber Spaniel", "cockapoo": "Cockapoo", "collie-border": "Border Collie",
        "coonhound": "Black and Tan Coonhound", "corgi-cardigan": "Cardigan Welsh Corgi", "cotondetulear": "Coton de Tuléar",
        "dachshund": "Dachshund", "dalmatian": "Dalmatian", "dane-great": "Great Dane", "danish-swedish": "Danish-Swedish Farmdog",
        "deerhound-scottish": "Scottish Deerhound", "dhole": "Dhole", "dingo": "Dingo", "doberman": "Doberman Pinscher",
        "elkhound-norwegian": "Norwegian Elkhound", "entlebucher": "Entlebucher Mountain Dog", "eskimo": "Eskimo Dog",
        "finnish-lapphund": "Finnish Lapphund", "frise-bichon": "Bichon Frise", "gaddi-indian": "Gaddi Kutta",
        "germanshepherd": "German Shepherd", "greyhound-indian": "Indian Greyhound", "greyhound-italian": "Italian Greyhound",
        "groenendael": "Groenendael", "havanese": "Havanese", "hound-afghan": "Afghan Hound", "hound-basset": "Basset Hound",
        "hound-blood": "Bloodhound", "hound-english": "English Foxhound", "hound-ibizan": "Ibizan Hound", "hound-plott": "Plott Hound",
        "hound-walker": "Treeing Walker Coonhound", "husky": "Siberian Husky", "keeshond": "Keeshond", "kelpie": "Kelpie",
        "kombai": "Kombai", "komondor": "Komondor", "kuvasz": "Kuvasz", "labradoodle": "Labradoodle", "labrador": "Labrador Retriever",
        "leonberg": "Leonberger", "lhasa": "Lhasa Apso", "malamute": "Alaskan Malamute", "malinois": "Belgian Malinois",
        "maltese": "Maltese", "mastiff-bull": "Bullmastiff", "mastiff-english": "English Mastiff", "mastiff-indian": "Indian Mastiff",
        "mastiff-tibetan": "Tibetan Mastiff", "mexicanhairless": "Mexican Hairless", "mix": "Mixed Breed",
        "mountain-bernese": "Bernese Mountain Dog", "mountain-swiss": "Greater Swiss Mountain Dog", "mudhol-indian": "Mudhol Hound",
        "newfoundland": "Newfoundland", "otterhound": "Otterhound", "ovcharka-caucasian": "Caucasian Shepherd Dog",
        "papillon": "Papillon", "pariah-indian": "Indian Pariah Dog", "pekinese": "Pekingese", "pembroke": "Pembroke Welsh Corgi",
        "pinscher-miniature": "Miniature Pinscher", "pitbull": "Pit Bull", "pointer-german": "German Shorthaired Pointer",
        "pointer-germanlonghair": "German Longhaired Pointer", "pomeranian": "Pomeranian", "poodle-medium": "Medium Poodle",
        "poodle-miniature": "Miniature Poodle", "poodle-standard": "Standard Poodle", "poodle-toy": "Toy Poodle", "pug": "Pug",
        "puggle": "Puggle", "pyrenees": "Great Pyrenees", "rajapalayam-indian": "Rajapalayam", "redbone": "Redbone Coonhound",
        "retriever-chesapeake": "Chesapeake Bay Retriever", "retriever-curly": "Curly-Coated Retriever",
        "retriever-flatcoated": "Flat-Coated Retriever", "retriever-golden": "Golden Retriever", "ridgeback-rhodesian": "Rhodesian Ridgeback",
        "rottweiler": "Rottweiler", "saluki": "Saluki", "samoyed": "Samoyed", "schipperke": "Schipperke", "schnauzer-giant": "Giant Schnauzer",
        "schnauzer-miniature": "Miniature Schnauzer", "segugio-italian": "Segugio Italiano", "setter-english": "English Setter",
        "setter-gordon": "Gordon Setter", "setter-irish": "Irish Setter", "sharpei": "Shar Pei", "sheepdog-english": "Old English Sheepdog",
        "sheepdog-indian": "Indian Sheepdog", "sheepdog-shetland": "Shetland Sheepdog", "shiba": "Shiba Inu", "shihtzu": "Shih Tzu",
        "spaniel-blenheim": "Blenheim Spaniel", "spaniel-brittany": "Brittany", "spaniel-cocker": "Cocker Spaniel",
        "spaniel-irish": "Irish Water Spaniel", "spaniel-japanese": "Japanese Chin", "spaniel-sussex": "Sussex Spaniel",
        "spaniel-welsh": "Welsh Springer Spaniel", "spitz-indian": "Indian Spitz", "spitz-japanese": "Japanese Spitz",
        "springer-english": "English Springer Spaniel", "stbernard": "St. Bernard", "terrier-american": "American Staffordshire Terrier",
        "terrier-australian": "Australian Terrier", "terrier-bedlington": "Bedlington Terrier", "terrier-border": "Border Terrier",
        "terrier-cairn": "Cairn Terrier", "terrier-dandie": "Dandie Dinmont Terrier", "terrier-fox": "Fox Terrier",
        "terrier-irish": "Irish Terrier", "terrier-kerryblue": "Kerry Blue Terrier", "terrier-lakeland": "Lakeland Terrier",
        "terrier-norfolk": "Norfolk Terrier", "terrier-norwich": "Norwich Terrier", "terrier-patterdale": "Patterdale Terrier",
        "terrier-russell": "Jack Russell Terrier", "terrier-scottish": "Scottish Terrier", "terrier-sealyham": "Sealyham Terrier",
        "terrier-silky": "Silky Terrier", "terrier-tibetan": "Tibetan Terrier", "terrier-toy": "Toy Terrier", "terrier-welsh": "Welsh Terrier",
        "terrier-westhighland": "West Highland White Terrier", "terrier-wheaten": "Soft-Coated Wheaten Terrier",
        "terrier-yorkshire": "Yorkshire Terrier", "tervuren": "Belgian Tervuren", "vizsla": "Vizsla", "waterdog-spanish": "Spanish Water Dog",
        "weimaraner": "Weimaraner", "whippet": "Whippet", "wolfhound-irish": "Irish Wolfhound",
    ]
}
