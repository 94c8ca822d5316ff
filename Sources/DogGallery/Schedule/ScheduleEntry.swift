/// One of dogs' lines in a crontab: the gallery it fetches into, when, and the command, as the
/// line has them.
package struct ScheduleEntry: Equatable, Sendable {
    /// The gallery's absolute path, from the line's closing comment.
    package let gallery: String
    /// The five time fields as written.
    package let fields: String
    /// The command, without the closing comment, as written (a `%` escaped as cron needs).
    package let command: String

    /// How often it runs, nil when its fields are not those dogs writes for the gallery.
    var interval: ScheduleInterval? {
        ScheduleTime.interval(ofCronFields: fields, path: gallery)
    }
}
