/// The version `dogs --version` prints and every request's `User-Agent` carries.
package enum DogsVersion {
    package static let current = "0.1.0"
    package static let userAgent = "dogs/\(current)"
}
