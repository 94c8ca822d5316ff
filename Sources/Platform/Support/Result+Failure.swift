extension Result {
    /// The error of a failure, nil for a success.
    package var failure: Failure? {
        if case let .failure(error) = self { error } else { nil }
    }
}
