/// A property of a fuzz target that an input broke: what should have held, in words.
struct PropertyViolation: Error, CustomStringConvertible {
    let description: String
}

/// Throws a `PropertyViolation` saying `message` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(PropertyViolation) {
    if !condition { throw PropertyViolation(description: message()) }
}
