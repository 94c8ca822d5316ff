/// The version `dogs --version` prints and every request's `User-Agent` carries.
public enum DogsVersion {
    public static let current = "0.1.0"
    public static let userAgent = "dogs/\(current)"
}
