/// One numbered page: of all pictures, or of one breed's.
struct ListingPage: Sendable {
    let number: Int
    /// The breed's key and name, for a breed's page.
    let breed: (key: String, name: String)?
    /// Its pictures, newest first.
    let entries: [PageEntry]
    /// The nearest older page of the same listing, if any.
    let older: Int?

    init(number: Int, breed: (key: String, name: String)?, entries: [PageEntry], older: Int?) {
        (self.number, self.breed, self.entries, self.older) = (number, breed, entries, older)
    }

    /// A page of `pictures`, newest first.
    init(number: Int, breed: (key: String, name: String)?, pictures: [Picture], older: Int?) {
        self.init(number: number, breed: breed, entries: pictures.map(PageEntry.init), older: older)
    }

    /// "Page 3", "Hound Afghan, page 2", the breed's name escaped for the page's format.
    func title(escaping escape: (String) -> String) -> String {
        breed.map { "\(escape($0.name)), page \(number)" } ?? "Page \(number)"
    }

    func name(_ format: PageNames.Format) -> String {
        PageNames.name(page: number, breed: breed?.key, format: format)
    }

    func olderName(_ format: PageNames.Format) -> String? {
        older.map { PageNames.name(page: $0, breed: breed?.key, format: format) }
    }
}
