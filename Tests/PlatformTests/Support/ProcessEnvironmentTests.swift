@testable import Platform
import Testing

@Suite("ProcessEnvironment reads the variables as the system gives them, byte for byte")
struct ProcessEnvironmentTests {
    private func entries(_ texts: [String]) -> [[UInt8]] {
        texts.map { Array($0.utf8) }
    }

    @Test("the first of two with one name is the one read, as getenv(3) does")
    func theFirstOfTwoWithOneNameIsTheOneRead() {
        let found = ProcessEnvironment.variables(in: entries(["HOME=/home/me", "HOME=/root", "TZ=UTC"]))

        #expect(found.values == ["HOME": "/home/me", "TZ": "UTC"])
        #expect(found.undecodable == [])
    }

    @Test("a value that is not UTF-8 names its variable as undecodable, and a later one of that name is not read")
    func aValueThatIsNotUTF8NamesItsVariableAsUndecodable() {
        let found = ProcessEnvironment.variables(in: [Array("DOGS_API_BASE=http://h/".utf8) + [0xFF]] + entries(["DOGS_API_BASE=http://other/", "TZ=UTC"]))

        #expect(found.values == ["TZ": "UTC"])
        #expect(found.undecodable == ["DOGS_API_BASE"])
    }

    @Test("an entry without an equals sign, or with a name that is not UTF-8, is passed over, and the rest read", arguments: [
        [Array("JUST_A_WORD".utf8)], [[0xC3, 0x28] + Array("=x".utf8)],
    ])
    func anEntryWithoutAnEqualsSignOrANameThatIsNotUTF8IsPassedOver(_ odd: [[UInt8]]) {
        let found = ProcessEnvironment.variables(in: odd + entries(["TZ=UTC", "EMPTY=", "A=b=c"]))

        #expect(found.values == ["TZ": "UTC", "EMPTY": "", "A": "b=c"])
        #expect(found.undecodable == [])
    }
}
