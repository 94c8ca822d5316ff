import DogModel
import Foundation
import Platform
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pages: whether they are in step with the manifest, and rendering them again.
extension OpenGallery {
    /// Whether the pages are in step with the manifest: a change that finds them out of step
    /// renders every page.
    var pagesInStep: Bool {
        inStep.withLock { $0 }
    }

    /// Renders every page again when a run stopped between its manifest and its pages left them
    /// out of step (see `refreshEveryPage`); when that fails, the next change renders every page.
    package func bringPagesInStep(leavingOffMissing: Bool = false) throws(GalleryError) {
        guard !pagesInStep else { return }
        inStep.withLock { $0 = false }
        try refreshEveryPage(leavingOffMissing: leavingOffMissing)
        inStep.withLock { $0 = true }
    }

    /// Renders every page from the whole manifest and writes those that differ (`dogs index`),
    /// leaving off the pictures whose files are missing (see `refreshEveryPage`).
    package func renderEveryPage() throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture]) {
        let rendered = try refreshEveryPage(leavingOffMissing: true)
        inStep.withLock { $0 = true }
        return rendered
    }

    /// Whether a commit stopped before placing all it rendered: a front file is missing or
    /// carries another generation than the manifest's, `generation`.
    static func isStale(_ generation: Int, in folder: Folder) -> Bool {
        guard generation > 0 else { return false }
        return GalleryPages.frontFileNames.contains { name in
            (try? folder.readPrefix(name, upTo: PageMark.window)).map { GenerationStamp.generation(in: String(decoding: $0, as: UTF8.self)) } != generation
        }
    }

    /// The pages dogs made in `pages/` that are not among `files`: what no picture is on any more.
    func stalePages(besides files: some RenderedFileSequence) -> [String] {
        disk.existingPages.map { stalePages(in: $0, besides: files) } ?? []
    }

    private func stalePages(in pages: Folder, besides files: some RenderedFileSequence) -> [String] {
        guard let names = try? pages.names() else { return [] }
        let kept = Set(files.names)
        return names.filter { PageNames.isPageName($0) && !kept.contains("\(PageNames.folder)/\($0)") && GalleryFileChanges.isDogsPage($0, in: pages) }.sorted()
    }

    /// Renders every page from the whole manifest and writes those that differ: `dogs index`, and
    /// the repair of pages out of step with the manifest. With `leavingOffMissing` (`dogs index`,
    /// which marks nothing away in the manifest), pictures whose files are not in `images/` are
    /// left off the pages all the same, unless not one is there (a volume not mounted, more
    /// likely than every picture deleted). Gives back the manifest and the pictures left off.
    @discardableResult
    func refreshEveryPage(leavingOffMissing: Bool = false) throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture]) {
        var manifest = try wholeManifest(), outline = self.outline, leftOff: [Picture] = []
        if leavingOffMissing {
            (manifest, leftOff) = try shownAsThere(manifest)
            if !leftOff.isEmpty { outline = GalleryOutline(manifest) }
        }
        try refresh(GalleryPages.all(manifest, outline: outline))
        return (manifest, leftOff)
    }

    /// `manifest` as its pages should show it: the pictures whose files are not in `images/`
    /// marked away (for the pages, not the manifest on disk), unless not one is there (a volume
    /// not mounted, more likely than every picture deleted). Gives back those it marked.
    func shownAsThere(_ manifest: consuming Manifest) throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture]) {
        let present = Set(try GalleryFileChanges.names(in: images))
        let leftOff = manifest.shown.filter { !present.contains(GalleryLayout.imageName(of: $0.file)) }
        guard !leftOff.isEmpty, leftOff.count < manifest.shown.count else { return (manifest, []) }
        let now = now()
        return (manifest.marking(Dictionary(leftOff.map { ($0.file, now) }) { first, _ in first }), leftOff)
    }

    /// Writes the files whose contents differ from what is on disk, pages before front files, and
    /// deletes the pages no picture is on any more: `dogs index`, and the repair of a stopped commit.
    func refresh(_ files: some RenderedFileSequence) throws(GalleryError) {
        let pages = try disk.pagesFolder(for: files.names)
        for file in files {
            guard case let (target?, name) = disk.location(of: file.name, pages: pages), GalleryFileChanges.differs(file, from: name, in: target) else { continue }
            try disk.checkPlaceable(name, in: target)
            try disk.place(Data(file.contents.utf8), as: name, in: target)
        }
        if let pages = disk.existingPages {
            for name in stalePages(in: pages, besides: files) { _ = try? pages.removeFile(name) }
            pages.sync()
        }
        folder.sync()
    }
}
