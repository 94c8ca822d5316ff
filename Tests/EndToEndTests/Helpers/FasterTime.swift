/// Time passing `rate` times as fast for `dogs` (`DOGS_TIME_SCALE`) and the fixture server
/// (`--time-scale`) alike: a time-out, a retry's wait or a deadline takes 1/`rate` of the seconds
/// it names, and dogs says the seconds a user would see. For a wait that no answer races: the
/// waits between tries, a deadline, a time-out where no request is answered. Where a server must
/// answer within a time-out (the API, before pictures that hang), that time stays real, as a busy
/// host may take a good part of a second to answer.
struct FasterTime {
    let rate: Int

    /// Each second a twentieth: a default 30 s time-out still leaves an answer 1.5 s.
    static let untimed = FasterTime(rate: 20)

    var environment: [String: String] { ["DOGS_TIME_SCALE": String(rate)] }
    var serverArguments: [String] { ["--time-scale", String(rate)] }
}
