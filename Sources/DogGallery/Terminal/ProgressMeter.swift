import DogModel
import Foundation
import Synchronization

/// Keeps count of a run's downloads and redraws the progress line at most every
/// `minimumInterval` seconds, then clears it at the end.
package final class ProgressMeter: Sendable {
    private struct State {
        /// What the run said it would download in all, which the rounds planned count toward.
        var expected = 0
        var planned = 0
        var total: Int { max(expected, planned) }
        var done = 0
        var bytes = 0
        var lastDrawn: Date?
    }

    private let state = Mutex(State())
    private let started: Date
    private let now: @Sendable () -> Date
    private let draw: @Sendable (String?) -> Void
    private let minimumInterval: Double
    private let doing: String

    /// - Parameters:
    ///   - doing: what the line says the run is doing with its pictures.
    ///   - draw: shows a line in place, or clears it when given nil.
    package init(
        doing: String = "Downloading", now: @escaping @Sendable () -> Date = Date.init, minimumInterval: Double = 0.1,
        draw: @escaping @Sendable (String?) -> Void
    ) {
        self.doing = doing
        self.now = now
        self.draw = draw
        self.minimumInterval = minimumInterval
        started = now()
    }

    package func take(_ event: DownloadProgress) {
        let time = now()
        let line = state.withLock { state -> String? in
            switch event {
            case let .expected(count): state.expected = count
            case let .planned(count): state.planned += count
            case let .finished(bytes):
                state.done += 1
                state.bytes += bytes
            }
            let isLast = state.done == state.total
            if let last = state.lastDrawn, time.timeIntervalSince(last) < minimumInterval, !isLast { return nil }
            state.lastDrawn = time
            return ProgressLine.render(doing: doing, done: state.done, total: state.total, bytes: state.bytes, elapsed: time.timeIntervalSince(started))
        }
        if let line { draw(line) }
    }

    package func finish() {
        draw(nil)
    }
}
