/// Another scheduler's timers and clock, its seconds passing `rate` times as fast: a wait of 30 s
/// takes 30 / `rate`, and the clock tells 30 s gone then. It lets the end-to-end tests take the
/// real binary through its time-outs, retries and deadlines without waiting them out.
package struct ScaledScheduling: Scheduling {
    private let base: any Scheduling
    private let rate: Double

    package init(_ base: any Scheduling, rate: Double) {
        self.base = base
        self.rate = rate
    }

    package var now: Double { base.now * rate }

    @discardableResult
    package func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Scheduled {
        base.after(seconds / rate, action)
    }
}
