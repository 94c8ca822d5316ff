@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import GalleryTestSupport
import ModelTestSupport
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Putting a picture back in an opened gallery, only where the name is free or dogs' damaged picture stands.
final class OpenGalleryRestoreTests: OpenGalleryTesting {
    let folders = TemporaryFolders()
    let leaks = LeakTracker()

    @Test("restore replaces only the damaged file it checked, never one swapped into its name")
    func restoreReplacesOnlyTheDamagedFileItCheckedNeverOneSwappedIntoItsName() throws {
        let (sut, folder) = try makeSUT()
        let user = Data("the user's own file".utf8)
        var restored = 0, racedRounds = 0
        for round in 0..<RacePace.rounds {
            let picture = try stage("pug_r\(round)", in: sut)
            let name = GalleryLayout.imageName(of: picture.picture.file)
            // Cut short: the start of the picture dogs saved.
            try folder.write("picture", to: "gallery/images/\(name)")
            try user.write(to: folder.file("gallery/images/user-\(round).jpg"))
            guard case let .file(damaged)? = try sut.images.entry(name) else { Issue.record("no damaged file"); return }

            let swapper = NameSwapper(folder.file("gallery/images/\(name)").path, folder.file("gallery/images/user-\(round).jpg").path, pausing: RacePace.pause(forRound: round))
            swapper.waitForSwaps()
            let before = swapper.swapsMade
            let restoration = sut.restore(picture, replacing: damaged)
            if swapper.swapsMade > before { racedRounds += 1 }
            swapper.stop()

            let left = [name, "user-\(round).jpg"].compactMap { try? Data(contentsOf: folder.file("gallery/images/\($0)")) }
            #expect(left.filter { $0 == user }.count == 1, "round \(round): the user's file is kept")
            if restoration == .placed {
                restored += 1
                #expect(Set(left) == [user, Data("picture pug_r\(round)".utf8)], "round \(round): what was replaced is the damaged file")
            } else {
                #expect(Set(left) == [user, Data("picture".utf8)], "round \(round): nothing was replaced: \(restoration)")
            }
            for file in [name, "user-\(round).jpg"] { try? FileManager.default.removeItem(at: folder.file("gallery/images/\(file)")) }
        }
        #expect(restored > 0, "some repairs got through the swaps")
        #expect(racedRounds > 0, "in some rounds a swap landed while the repair was under way")
        #expect(!(folder.contents(of: "gallery/images").contains { $0.hasPrefix(".dogs-tmp-") }), "nothing is left aside")
    }

    @Test("restore puts a picture on a free name, or in place of the damaged file, never of a link or a folder")
    func restorePutsAPictureOnAFreeNameOrInPlaceOfTheDamagedFileNeverOfALinkOrAFolder() throws {
        let (sut, folder) = try makeSUT()
        let staged = try ["pug_a", "pug_b", "pug_c", "pug_d", "pug_e"].map { try stage($0, in: sut) }
        try folder.write("picture pug_X", to: "gallery/images/pug_b.jpg")
        try folder.write("appeared meanwhile", to: "gallery/images/pug_c.jpg")
        try folder.write("outside", to: "outside.jpg")
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/images/pug_d.jpg").path, withDestinationPath: folder.file("outside.jpg").path)
        try FileManager.default.createDirectory(at: folder.file("gallery/images/pug_e.jpg"), withIntermediateDirectories: false)

        guard case let .file(damaged)? = try sut.images.entry("pug_b.jpg") else { Issue.record("no damaged file"); return }

        let restorations = [(0, nil), (1, damaged), (2, nil), (3, damaged), (4, damaged)].map { sut.restore(staged[$0], replacing: $1) }

        #expect(restorations.map { $0 == .placed } == [true, true, false, false, false])
        #expect(try folder.read("gallery/images/pug_a.jpg") == "picture pug_a")
        #expect(try folder.read("gallery/images/pug_b.jpg") == "picture pug_b")
        #expect(try folder.read("gallery/images/pug_c.jpg") == "appeared meanwhile", "a free name that was taken meanwhile is not taken over")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("gallery/images/pug_d.jpg").path) == folder.file("outside.jpg").path)
        #expect(try folder.read("outside.jpg") == "outside")
        #expect(folder.contents(of: "gallery/images/pug_e.jpg") == [])
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg", "pug_b.jpg", "pug_c.jpg", "pug_d.jpg", "pug_e.jpg"], "no temporary file is left")
    }

    @Test("restore replaces only the picture dogs saved, gone bad or cut short, keeping anything else beside it", arguments: [("the user's own photo", false), ("picture pug_X", true), ("pic", true), ("", true), ("picturX", false)])
    func restoreReplacesOnlyThePictureDogsSavedGoneBadOrCutShortKeepingAnythingElseBesideIt(_ found: String, _ isDogs: Bool) throws {
        let (sut, folder) = try makeSUT()
        let picture = try stage("pug_a", in: sut)
        try folder.write("an earlier keep", to: "gallery/images/pug_a.jpg.~1~")
        try folder.write(found, to: "gallery/images/pug_a.jpg")
        guard case let .file(damaged)? = try sut.images.entry("pug_a.jpg") else { Issue.record("no damaged file"); return }

        let restoration = sut.restore(picture, replacing: damaged)

        #expect(restoration == (isDogs ? .placed : .placedKeeping("images/pug_a.jpg.~2~")))
        #expect(try folder.read("gallery/images/pug_a.jpg") == "picture pug_a")
        #expect(try folder.read("gallery/images/pug_a.jpg.~1~") == "an earlier keep")
        #expect((try? folder.read("gallery/images/pug_a.jpg.~2~")) == (isDogs ? nil : found))
        #expect(!(folder.contents(of: "gallery/images").contains { $0.hasPrefix(".dogs-tmp-") }))
    }
}
