import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes of this host as /proc shows them, for a test that must know none of a program's
/// is left running.
public enum ProcessTable {
    /// The processes of a process group neither dead (a zombie waiting to be reaped is), nor
    /// exiting, nor with a SIGKILL pending: those nothing will end.
    public static func living(inGroup group: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
            // After the name: state, ppid, pgrp, session, tty, tpgid, flags.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 6, pid_t(fields[2]) == group, !["Z", "X"].contains(fields[0]) else { return false }
            let exiting: UInt64 = 0x4
            guard let flags = UInt64(fields[6]), flags & exiting == 0 else { return false }
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            let pending = status.split(separator: "\n").filter { $0.hasPrefix("SigPnd:") || $0.hasPrefix("ShdPnd:") }
                .compactMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }.reduce(0, |)
            return pending & (1 << (UInt64(SIGKILL) - 1)) == 0
        }
    }
}
