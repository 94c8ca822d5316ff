import Foundation
import Platform
import PureSupport

/// An HTTP date as servers send it in `Retry-After`: the IMF-fixdate of RFC 9110, section 5.6.7,
/// `Sun, 06 Nov 1994 08:49:37 GMT`, exactly. Read by hand: Foundation's `DateFormatter` on Linux
/// leaks memory on every call and is slow, and the value comes from any server.
enum HTTPDate {
    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map { Array($0.utf8) }
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].map { Array($0.utf8) }

    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        let space = UInt8(ascii: " "), colon = UInt8(ascii: ":")
        guard bytes.count == 29, days.contains(Array(bytes[0..<3])), bytes[3] == UInt8(ascii: ","),
              [4, 7, 11, 16, 25].allSatisfy({ bytes[$0] == space }), bytes[19] == colon, bytes[22] == colon,
              Array(bytes[26..<29]) == Array("GMT".utf8),
              let month = months.firstIndex(of: Array(bytes[8..<11])),
              let day = number(bytes, 5..<7), let year = number(bytes, 12..<16),
              let hour = number(bytes, 17..<19), let minute = number(bytes, 20..<22), let second = number(bytes, 23..<25)
        else { return nil }
        return UTCTime.date(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second)
    }

    private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { UTCTime.number(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
