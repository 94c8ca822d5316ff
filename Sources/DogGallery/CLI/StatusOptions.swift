/// The options of `dogs status`, checked.
public struct StatusOptions: Equatable, Sendable {
    public var output: String
    public var json: Bool
    /// Print the metrics in Prometheus' text format instead of the report.
    public var prometheus: Bool
    /// Also write the metrics to this file, replacing it in one step.
    public var prometheusFile: String?
    /// Seconds without a successful fetch after which the check warns, and turns critical; nil
    /// for the defaults the schedule gives (see `StatusReport`).
    public var warningAfter: Int?
    public var criticalAfter: Int?
}
