/// The command a schedule runs: this dogs by its absolute path, `fetch` with the options given,
/// how often it runs (which the run records, so `dogs status` tells a late one from the record
/// alone), quiet, into the gallery by its absolute path.
enum ScheduledFetch {
    /// The fetch options whose value is a file, which a run from cron's working folder (`/`)
    /// would look for elsewhere.
    static let fileOptions: Set<String> = ["--prometheus-file"]

    /// `arguments` are pairs of a fetch option and its value; a file each names is taken from `folder`.
    static func command(program: String, arguments: [String], interval: ScheduleInterval, gallery: String, from folder: String) -> [String] {
        let anchored = arguments.indices.map { index in
            index > 0 && index % 2 == 1 && fileOptions.contains(arguments[index - 1]) ? GalleryPath.absolute(arguments[index], from: folder) : arguments[index]
        }
        return [program, "fetch"] + anchored + ["--every", interval.text, "--quiet", "--out", gallery]
    }
}
