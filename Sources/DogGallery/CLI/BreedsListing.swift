import DogModel
import Foundation
import Platform

/// What `dogs breeds` prints: each breed's key, as `--breed` takes it, beside the name people use.
/// On a terminal the names line up; piped, a tab separates them, for `cut -f` and `awk -F'\t'`.
package enum BreedsListing {
    package static func lines(for breeds: [Breed], aligned: Bool) -> [String] {
        let width = (breeds.map(\.description.count).max() ?? 0) + 2
        return breeds.map { breed in
            // What the API named is filtered for the terminal as it is printed, as all output is.
            let key = breed.description
            return aligned ? key.padding(toLength: width, withPad: " ", startingAt: 0) + name(of: breed) : "\(key)\t\(name(of: breed))"
        }
    }

    /// `{"breeds": [{"breed": "hound/afghan", "name": "Afghan Hound"}, …], "exitCode": 0}`.
    package static func json(for breeds: [Breed]) -> String {
        let document = Document(breeds: breeds.map { Listed(breed: $0.description, name: name(of: $0)) }, exitCode: ExitCode.success.rawValue)
        return ReportJSON.text(document)
    }

    /// The name people use, else the one its key spells.
    static func name(of breed: Breed) -> String {
        BreedNames.common(forKey: breed.key) ?? DogUI.displayName(breed: breed.name, subBreed: breed.subBreed)
    }

    private struct Document: Encodable {
        let breeds: [Listed]
        let exitCode: Int32
    }

    private struct Listed: Encodable {
        let breed: String
        let name: String
    }
}
