import Platform
import PureSupport

/// Names given to `dogs remove` that name no picture of the gallery: nothing is removed.
package struct UnknownPictures: Error, Equatable, Sendable, CustomStringConvertible {
    package let names: [String]
    package let gallery: String

    package var description: String {
        "no picture in \(gallery) is named \(ProseList.quoted(names, or: true)); name its file in images/, its file name or its source URL (nothing was removed)"
    }
}
