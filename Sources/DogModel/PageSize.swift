/// How many pictures a numbered page holds: a gallery's own choice, written in its manifest.
public enum PageSize {
    public static let standard = 100
    public static let allowed = 1...10_000
}
