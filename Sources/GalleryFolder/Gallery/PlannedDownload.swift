import DogModel

/// A picture chosen for download and the file name (without extension) it will get.
package struct PlannedDownload: Equatable, Hashable, Sendable {
    package let dog: DogUI
    package let stem: String

    package init(dog: DogUI, stem: String) {
        self.dog = dog
        self.stem = stem
    }
}
