/// How many pictures a numbered page holds: a gallery's own choice, written in its manifest.
package enum PageSize {
    package static let standard = 100
    package static let allowed = 1...10_000
}
