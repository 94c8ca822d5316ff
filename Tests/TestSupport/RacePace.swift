/// How long a racer rests between its moves in each round of a race. Most rounds it does not rest,
/// so that a step that checks a name and then acts on it races as closely as the host allows; in
/// some it rests up to 10 ms, so that the step gets through now and then however fast or busy the
/// host is. A test asserts both: that races took place, and that the step was not merely refused.
public enum RacePace {
    /// Enough rounds of a race that a check followed by an act on a name loses some of them.
    public static let rounds = 150

    /// The pause, in microseconds, for `round`.
    public static func pause(forRound round: Int) -> UInt32 {
        pauses[round % pauses.count]
    }

    private static let pauses: [UInt32] = [0, 0, 0, 10, 100, 1_000, 10_000]
}
