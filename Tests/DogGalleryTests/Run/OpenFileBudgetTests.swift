@testable import DogGallery
import Synchronization
import Testing

@Suite("OpenFileBudget fits a run to the files the process may open")
struct OpenFileBudgetTests {
    /// `dogs fetch --concurrency 16`: the API's connection besides the downloads.
    static let fetch16 = OpenFileBudget(fixed: OpenFileBudget.perTransfer, transfers: 16)
    /// `dogs index`: no transfer at all.
    static let index = OpenFileBudget(fixed: 0, transfers: 0)

    @Test("what a run needs: the descriptors open already, the base, the fixed part and each download")
    func needed() {
        // 3 + 16 + 8 + 16 × 8.
        #expect(Self.fetch16.needed(transfers: 16, open: 3) == 155)
        #expect(Self.fetch16.needed(transfers: 1, open: 3) == 35)
        #expect(Self.index.needed(transfers: 0, open: 3) == 19)
        #expect(Self.index.needed(transfers: 0, open: 10) == 26, "a descriptor the parent left open counts")
    }

    @Test("a soft limit that is enough is kept; one too low is raised to what the run needs, never to the hard limit", arguments: [
        (1024, 4096, OpenFileBudget.Decision.keep(transfers: 16)),
        (155, 155, .keep(transfers: 16)),
        (154, 155, .raise(softLimit: 155, transfers: 16)),
        (12, 4096, .raise(softLimit: 155, transfers: 16)),
        (0, 4096, .raise(softLimit: 155, transfers: 16)),
        (256, .max, .keep(transfers: 16)),
        (12, .max, .raise(softLimit: 155, transfers: 16)),
    ])
    func raises(_ soft: Int, _ hard: Int, _ decision: OpenFileBudget.Decision) {
        #expect(Self.fetch16.decision(soft: soft, hard: hard, open: 3) == decision)
    }

    @Test("a hard limit too low for every download asked for lowers them to as many as fit", arguments: [
        // 64 − 27 leaves 37: four downloads of 8.
        (64, 64, OpenFileBudget.Decision.keep(transfers: 4)),
        (40, 64, .raise(softLimit: 59, transfers: 4)),
        (154, 154, .keep(transfers: 15)),
        (35, 35, .keep(transfers: 1)),
        (12, 35, .raise(softLimit: 35, transfers: 1)),
        (42, 42, .keep(transfers: 1)),
        (43, 43, .keep(transfers: 2)),
    ])
    func lowers(_ soft: Int, _ hard: Int, _ decision: OpenFileBudget.Decision) {
        #expect(Self.fetch16.decision(soft: soft, hard: hard, open: 3) == decision)
    }

    @Test("a hard limit too low for one download, or for a run without downloads, refuses the run", arguments: [
        (OpenFileBudgetTests.fetch16, 34, 34, TooFewOpenFiles(needed: 35, allowed: 34)),
        (OpenFileBudgetTests.fetch16, 12, 12, TooFewOpenFiles(needed: 35, allowed: 12)),
        (OpenFileBudgetTests.fetch16, 4, 34, TooFewOpenFiles(needed: 35, allowed: 34)),
        (OpenFileBudgetTests.fetch16, 0, 0, TooFewOpenFiles(needed: 35, allowed: 0)),
        (OpenFileBudgetTests.index, 18, 18, TooFewOpenFiles(needed: 19, allowed: 18)),
        (OpenFileBudgetTests.index, 0, 1, TooFewOpenFiles(needed: 19, allowed: 1)),
    ])
    func refuses(_ budget: OpenFileBudget, _ soft: Int, _ hard: Int, _ refusal: TooFewOpenFiles) {
        #expect(budget.decision(soft: soft, hard: hard, open: 3) == .refuse(refusal))
    }

    @Test("a run without downloads keeps or raises the soft limit and downloads nothing", arguments: [
        (19, 19, OpenFileBudget.Decision.keep(transfers: 0)),
        (1024, 1024, .keep(transfers: 0)),
        (5, 100, .raise(softLimit: 19, transfers: 0)),
    ])
    func withoutDownloads(_ soft: Int, _ hard: Int, _ decision: OpenFileBudget.Decision) {
        #expect(Self.index.decision(soft: soft, hard: hard, open: 3) == decision)
    }

    @Test("descriptors open already leave fewer for the run")
    func inherited() {
        #expect(Self.fetch16.decision(soft: 64, hard: 64, open: 11) == .keep(transfers: 3))
        #expect(Self.index.decision(soft: 20, hard: 20, open: 5) == .refuse(TooFewOpenFiles(needed: 21, allowed: 20)))
    }

    @Test("whatever the limits, a run that goes ahead fits under its soft limit, never above the hard one, with as many downloads as fit", arguments: 0...32)
    func everyLimit(_ transfers: Int) {
        for fixed in [0, OpenFileBudget.perTransfer] {
            let budget = OpenFileBudget(fixed: fixed, transfers: transfers)
            for hard in Array(0...160) + [4096, .max] {
                for soft in Set([0, 3, 12, 34, 64, 155, hard / 2, hard].filter { $0 <= hard }) {
                    let decision = budget.decision(soft: soft, hard: hard, open: 3)
                    let (limit, chosen): (Int, Int)
                    switch decision {
                    case let .keep(kept):
                        (limit, chosen) = (soft, kept)
                    case let .raise(raised, kept):
                        #expect(raised > soft && raised <= hard, "\(decision) under \(soft):\(hard)")
                        (limit, chosen) = (raised, kept)
                    case let .refuse(refusal):
                        #expect(refusal == TooFewOpenFiles(needed: budget.needed(transfers: min(transfers, 1), open: 3), allowed: hard))
                        #expect(refusal.needed > hard)
                        continue
                    }
                    #expect(budget.needed(transfers: chosen, open: 3) <= limit, "\(decision) under \(soft):\(hard)")
                    #expect(chosen <= transfers && (chosen >= 1 || transfers == 0), "\(decision) for \(transfers)")
                    #expect(chosen == transfers || budget.needed(transfers: chosen + 1, open: 3) > hard, "\(decision) under \(soft):\(hard): more would fit")
                }
            }
        }
    }

    @Test("a refusal is one sentence with the limit and what dogs needs")
    func sentence() {
        #expect(TooFewOpenFiles(needed: 35, allowed: 12).description == "dogs needs at least 35 open files, and this process may open only 12 (ulimit -n)")
    }
}

@Suite("OpenFiles makes room for a run before any thread starts")
struct OpenFilesRoomTests {
    @Test("the soft limit is raised to what a run needs at the least, or the run is refused in one sentence; one that is enough is left as it is", arguments: [
        (100, 100, true, nil, nil), (19, 19, false, nil, nil), (18, 100, true, 19, nil), (10, 100, true, 19, nil), (10, 100, false, 19, "dogs needs at least 19 open files, and this process may open only 10 (ulimit -n)"),
        (10, 12, true, nil, "dogs needs at least 19 open files, and this process may open only 12 (ulimit -n)"),
    ] as [(Int, Int, Bool, Int?, String?)])
    func room(soft: Int, hard: Int, raises: Bool, raisedTo: Int?, refusal: String?) {
        let raised = Mutex<[Int]>([])
        let files = OpenFiles(limits: { (soft, hard) }, raise: { limit in
            raised.withLock { $0.append(limit) }
            return raises
        }, open: { 3 })

        #expect(files.roomToStart()?.description == refusal)
        #expect(raised.withLock { $0 }.first == raisedTo)
    }
}
