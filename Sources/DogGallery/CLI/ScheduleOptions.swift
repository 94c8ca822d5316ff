/// The options of `dogs schedule`, checked.
public struct ScheduleOptions: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// Put the gallery's line in the crontab (or write its systemd units), replacing any it has.
        case install
        /// Show dogs' lines in the crontab.
        case list
        /// Take the gallery's line out of the crontab.
        case remove
    }

    public var action: Action
    /// The gallery as given; made absolute against the folder `schedule` runs in.
    public var output: String
    public var interval: ScheduleInterval
    /// The fetch options for the scheduled run, as given (`--count`, `5`, …), checked as fetch checks them.
    public var fetchArguments: [String]
    /// systemd units instead of a crontab line.
    public var systemd: Bool
    /// Print what would be installed; change nothing.
    public var printOnly: Bool
    /// Print the list as one JSON object (see `ScheduleJSON`); only with `--list`.
    public var json = false
}
