@testable import DogGallery
import Testing

@Suite("RunOutput prints a run's results, errors and progress line")
struct RunOutputTests {
    @Test("ending at once clears the progress line and has the last word: whatever is still under way prints nothing more")
    func endAtOnce() {
        let console = ConsoleSpy(errorsGoToTerminal: true)
        let sut = RunOutput(console: console)
        sut.progress("Downloading 1/3000 pictures")

        sut.end(saying: "Error: stopped at once")
        sut.progress("Downloading 3000/3000 pictures")
        sut.error("Error: interrupted")
        sut.result("Saved 0 pictures")
        sut.end(saying: "Error: again")

        #expect(console.errors == TerminalStyle.redraw("Downloading 1/3000 pictures") + TerminalStyle.redraw(nil) + "Error: stopped at once\n")
        #expect(console.output == "")
    }

    @Test("with no progress line drawn (cron, a pipe), ending at once writes only its line")
    func endWithoutProgress() {
        let console = ConsoleSpy()
        let sut = RunOutput(console: console)

        sut.end(saying: "Error: stopped at once")

        #expect(console.errors == "Error: stopped at once\n")
    }
}
