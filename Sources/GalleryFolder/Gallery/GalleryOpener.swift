import DogModel
import Foundation
import Platform
import PureSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens the gallery folder on disk for a run (see `open`), or reads it without opening it (its
/// manifest, its outline, what `dogs verify` examines, whether a run could write it). dogs owns
/// only its own names there: the manifest, the pages, the feed, the lock, the journal, its
/// temporary files and the pictures it made. A folder that holds dogs' names but no dogs manifest is someone else's and is refused
/// before anything is written; a symbolic link where dogs keeps a file or a folder is refused too.
package struct GalleryOpener: Sendable {
    package let root: URL
    /// Pictures a numbered page holds, for a gallery made now; a gallery keeps the size it was made with.
    package let pageSize: Int
    /// Told, in a sentence for a person, when opening changes the manifest: a `manifest.json`
    /// upgraded to `manifest.jsonl`, pictures deleted by hand dropped from it.
    private let note: @Sendable (String) -> Void
    /// What ends the process at once, which waits for an opening or a commit under way.
    private let abruptEnd: AbruptEnd
    /// The time a picture is marked away at, in whole seconds, as the manifest records times.
    private let now: @Sendable () -> Date
    /// How a picture's bytes are made durable before anything names them: the system's `fsync`,
    /// unless a test stands in a disk that reports a write-back error there.
    var flushToDisk: @Sendable (FileHandle) throws(Errno) -> Void = { handle throws(Errno) in try handle.flushToDisk() }

    /// A `pageSize` outside the sizes a manifest allows is ignored for the standard one.
    package init(
        root: URL, pageSize: Int? = nil, note: @escaping @Sendable (String) -> Void = { _ in }, abruptEnd: AbruptEnd = AbruptEnd(),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.root = root.standardizedFileURL
        self.pageSize = pageSize.flatMap { PageSize.allowed.contains($0) ? $0 : nil } ?? PageSize.standard
        self.note = note
        self.abruptEnd = abruptEnd
        self.now = { Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)) }
    }

    /// Opens the gallery for a run that changes it: creates the folder if needed (unless
    /// `creatingIfMissing` is false, as for `dogs index`), refuses a folder dogs did not make,
    /// takes the lock, loads and validates the manifest, and clears what an interrupted run left.
    /// A run that will need every picture (see `OpenGallery.wholeManifest`) says so with
    /// `keepingPictures`, and the manifest is read once. Pictures whose files were deleted by hand
    /// are marked away, and left off the pages, only by the runs that change the gallery
    /// (`markingAway`: not `dogs index`, nor a repair, which downloads them again); pictures away
    /// whose files are back are on the pages again (see `PictureAbsence`).
    package func open(creatingIfMissing: Bool = true, keepingPictures: Bool = false, markingAway: Bool = true) throws(GalleryError) -> OpenGallery {
        // Opening deletes what a stopped run left, each file only after checking it: whole work.
        try abruptEnd.waitsFor { () throws(GalleryError) in
            try openWhole(creatingIfMissing: creatingIfMissing, keepingPictures: keepingPictures, markingAway: markingAway)
        }
    }

    private func openWhole(creatingIfMissing: Bool, keepingPictures: Bool, markingAway: Bool) throws(GalleryError) -> OpenGallery {
        if creatingIfMissing { try refuseInsideAnother() }
        var made = OpenGallery.MadeOnOpening()
        let folder: Folder
        if let opened = try openFolder(creating: creatingIfMissing) {
            folder = opened
        } else if creatingIfMissing {
            (folder, made.folders) = try createFolder()
        } else {
            throw noGallery()
        }
        // Everything is checked before the first write, the lock file included.
        let before: ReadManifest?, images: Folder, lock: GalleryLock
        do throws(GalleryError) {
            if let refusal = GalleryOwnership.refusal(of: folder, path: root.path) { throw refusal }
            before = try inspect(folder, keepingPictures: keepingPictures, creating: creatingIfMissing)
            guard before != nil || creatingIfMissing else { throw noGallery() }
            try requireImages(in: folder, for: before?.snapshot)
            made.lock = (try? folder.entry(GalleryLock.fileName)) == .some(nil)
            do {
                made.images = try folder.makeSubfolder(GalleryLayout.imagesFolder)
            } catch {
                throw .cannotCreate(path: error.path, reason: error.reason)
            }
            images = try openImages(in: folder)
            lock = try GalleryLock(in: folder)
            // What is written in place, made before the gallery was shared, is shared now, where this user made it.
            folder.share([Manifest.fileName, GalleryLayout.imagesFolder, PageNames.folder, RunRecordsText.fileName])
        } catch {
            // The lock file is not taken away: a run that failed to lock it may not be the one that made it.
            made.removeFolders(in: folder)
            throw error
        }
        // A run that held the lock while this one read may have appended to or replaced the manifest.
        let snapshot = if let before, before.isCurrent(in: folder) { before.snapshot } else { try readManifest(in: folder, keepingPictures: keepingPictures)?.snapshot }
        let files = GalleryFileChanges(folder: folder, images: images, flushToDisk: flushToDisk)
        let recovered = try GalleryRecovery.recover(
            files, lock: lock, snapshot: snapshot ?? ManifestSnapshot(pageSize: pageSize), marking: markingAway, keepingPictures: keepingPictures, now: now()
        )
        let gallery = OpenGallery(files: files, lock: lock, recovered: recovered, made: made, abruptEnd: abruptEnd, now: now)
        if case let leftovers = gallery.removedLeftovers, !leftovers.isEmpty {
            note("note: deleted \(ProseList.quoted(leftovers, shown: leftovers.count)), which a stopped run of dogs had saved but not recorded")
        }
        if let count = gallery.upgradedPictures {
            note("note: upgraded \(folder.child(LegacyManifest.fileName)) (\(PageText.count(count))) to \(Manifest.fileName), which earlier versions of dogs cannot read")
        }
        if case let away = gallery.awayPictures, !away.isEmpty {
            note(PictureAbsence.leftOffWarning(away))
        }
        if case let back = gallery.backPictures, !back.isEmpty {
            note("note: \(PageText.count(back.count)) \(back.count == 1 ? "is" : "are") back in \(GalleryLayout.imagesFolder)/: "
                + "\(ProseList.quoted(back.map(\.file))); on the pages again")
        }
        if gallery.picturesNotFound > 0 {
            note("warning: not one of the \(PageText.count(gallery.picturesNotFound)) the manifest lists is in \(folder.child(GalleryLayout.imagesFolder))/; "
                + "they stay listed in case it comes back ('dogs remove' drops pictures for good)")
        }
        return gallery
    }

    /// That there is no gallery at `root`, and whether a fetch would start one there, as its
    /// first checks would judge it.
    package func noGallery() -> GalleryError {
        let startsOne = (try? refuseInsideAnother()) != nil && (try? loadSnapshot(creating: true)) != nil
        return .noGallery(path: root.path, startsOne: startsOne)
    }

    /// Makes the gallery folder and the folders above it that do not exist yet, each inside the one
    /// above through its descriptor, and gives it open with those made, deepest first. What it made
    /// before a failure is taken away again, and the failure says what the system said.
    private func createFolder() throws(GalleryError) -> (Folder, made: [String]) {
        var missing: [URL] = []
        var existing = root
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            missing.insert(existing, at: 0)
            existing.deleteLastPathComponent()
        }
        var made: [(parent: Folder, name: String)] = []
        do throws(FileSystemError) {
            // The folders above may be reached through links, as the path is the user's.
            var folder = try Folder(opening: existing.path)
            for name in missing.map(\.lastPathComponent) {
                if try folder.makeSubfolder(name) { made.append((folder, name)) }
                folder = try folder.subfolder(name)
            }
            return (folder, made.reversed().map { $0.parent.child($0.name) })
        } catch {
            for (parent, name) in made.reversed() { parent.removeEmptySubfolder(name) }
            throw .cannotCreate(path: root.path, reason: error.reason)
        }
    }

    /// What the manifest on disk holds (nothing when there is none), after the same checks as
    /// `open` (`creating` as a fetch, which would make a gallery there); reads only, for a dry run.
    package func loadSnapshot(keepingPictures: Bool = false, creating: Bool = false) throws(GalleryError) -> ManifestSnapshot {
        guard let folder = try openFolder(creating: creating) else { return ManifestSnapshot(pageSize: pageSize) }
        let snapshot = try inspect(folder, keepingPictures: keepingPictures, creating: creating)?.snapshot
        try requireImages(in: folder, for: snapshot)
        return snapshot ?? ManifestSnapshot(pageSize: pageSize)
    }

    /// Checks, changing nothing, what a fetch's first steps need, and refuses as the fetch would:
    /// the folder is not inside another gallery, is dogs' or may become one, and this user may make
    /// it, or write its lock. For `dogs schedule`, whose line would otherwise fail every run.
    package func preflight() throws(GalleryError) {
        try refuseInsideAnother()
        _ = try loadSnapshot(creating: true)
        guard let folder = try openFolder(creating: true) else {
            var nearest = root.deletingLastPathComponent()
            while access(nearest.path, F_OK) != 0, nearest.path != "/" { nearest.deleteLastPathComponent() }
            guard access(nearest.path, W_OK | X_OK) == 0 else { throw .cannotCreate(path: root.path, reason: FileSystemError(path: nearest.path).reason) }
            return
        }
        if let refusal = GalleryOwnership.refusal(of: folder, path: root.path) { throw refusal }
        let lock = root.appendingPathComponent(GalleryLock.fileName).path
        if access(lock, F_OK) == 0 ? access(lock, W_OK) != 0 : access(root.path, W_OK | X_OK) != 0 {
            throw .cannotWrite(path: lock, reason: FileSystemError(path: lock).reason)
        }
    }

    /// Refuses a new gallery inside another, whose web server would publish it as files of its own.
    private func refuseInsideAnother() throws(GalleryError) {
        guard !EnclosingGallery.isGallery(root.path), let outer = EnclosingGallery.gallery(above: root.path, isGallery: EnclosingGallery.isGallery) else { return }
        throw .insideGallery(path: root.path, gallery: outer)
    }

    /// What the pages are rendered from (counts, the newest picture), after the same checks as
    /// `open` (`images/` there when pictures are listed) and reading only, for `dogs status`; no
    /// manifest, no gallery.
    package func outline() throws(GalleryError) -> GalleryOutline {
        guard let folder = try openFolder(creating: false), let read = try inspect(folder) else { throw noGallery() }
        try requireImages(in: folder, for: read.snapshot)
        return read.snapshot.outline
    }

    /// The whole manifest, `images/` (nil when there is none) and the names there that are not
    /// dogs' (neither listed nor left by a stopped run, which the next run clears away), after the
    /// same checks as `open` and reading only, as `dogs verify` does; no manifest, no gallery.
    package func examine() throws(GalleryError) -> (manifest: Manifest, images: Folder?, foreignFiles: [String]) {
        guard let folder = try openFolder(creating: false), let snapshot = try inspect(folder, keepingPictures: true)?.snapshot, let manifest = snapshot.manifest else {
            throw noGallery()
        }
        try requireImages(in: folder, for: snapshot)
        guard (try? folder.entry(GalleryLayout.imagesFolder)) == .folder else { return (manifest, nil, []) }
        let images = try openImages(in: folder)
        let sweep = GalleryOwnership.sweep(
            unlisted: try GalleryFileChanges.names(in: images) { !GalleryOwnership.isListed($0, in: snapshot.files) },
            journal: GalleryJournal.unfinished(in: folder)
        )
        return (manifest, images, sweep.foreign.sorted())
    }

    /// The gallery folder, following a link there (people publish `/var/www/dogs` → `/srv/dogs`);
    /// nil when it does not exist. A path that cannot lead to a folder (a file, or a loop of links,
    /// on the way) is one where a run that would make the folder (`creating`) cannot.
    private func openFolder(creating: Bool) throws(GalleryError) -> Folder? {
        do {
            return try Folder(opening: root.path)
        } catch where error.code == ENOENT {
            return nil
        } catch {
            var status = stat()
            if error.code == ENOTDIR, stat(root.path, &status) == 0 { throw .cannotCreate(path: root.path, reason: "it is a file, not a folder") }
            throw creating && [ENOTDIR, ELOOP].contains(error.code)
                ? .cannotCreate(path: root.path, reason: error.reason) : .cannotRead(path: root.path, reason: error.reason)
        }
    }

    /// Refuses a gallery whose `images/` is gone while its manifest lists pictures: more likely a
    /// volume not mounted, or a folder moved, than pictures deleted, and a new `images/` would
    /// have the pages, feed and manifest of every later run speak of pictures that are not there.
    private func requireImages(in folder: Folder, for snapshot: ManifestSnapshot?) throws(GalleryError) {
        guard let listed = snapshot?.files.count, listed > 0, try entry(GalleryLayout.imagesFolder, in: folder) == nil else { return }
        throw .imagesMissing(path: folder.child(GalleryLayout.imagesFolder), pictures: listed)
    }

    /// Checks, reading only, that the folder is a gallery or (`creating`) may become one; returns
    /// its validated manifest, or nil when it has none yet.
    private func inspect(_ folder: Folder, keepingPictures: Bool = false, creating: Bool = false) throws(GalleryError) -> ReadManifest? {
        var found: [String: Folder.Entry] = [:]
        for name in GalleryOwnership.linkFreeNames {
            found[name] = try entry(name, in: folder)
            if found[name] == .link { throw .symbolicLink(path: folder.child(name)) }
        }
        if found[Manifest.fileName] != nil || found[LegacyManifest.fileName] != nil {
            return try readManifest(in: folder, keepingPictures: keepingPictures)
        }
        let images: GalleryOwnership.Contents = switch found[GalleryLayout.imagesFolder] {
        case nil: .absent
        case .folder?: .folder(names: try GalleryFileChanges.names(in: openImages(in: folder)))
        default: .notAFolder
        }
        let pages: GalleryOwnership.Contents = switch found[PageNames.folder] {
        case nil: .absent
        case .folder?: .folder(names: try GalleryFileChanges.names(in: openPages(in: folder)))
        default: .notAFolder
        }
        let claimed = GalleryOwnership.claimedNames(
            rootNames: Set(try GalleryFileChanges.names(in: folder)), images: images, pages: pages,
            journaled: Set(GalleryJournal.unfinished(in: folder).map(\.file)), creating: creating
        )
        guard claimed.isEmpty else { throw .notAGallery(path: root.path, found: claimed) }
        return nil
    }

    /// A manifest as read, with the name it was read from.
    struct ReadManifest {
        let snapshot: ManifestSnapshot
        let name: String

        /// Whether the manifest on disk is still the file read, unchanged: a commit appends to it
        /// or replaces it. Its last commit must also end where it did, which a commit appended
        /// in place of a cut-short tail of the same length would move.
        func isCurrent(in folder: Folder) -> Bool {
            guard case let .file(current)? = try? folder.entry(name), current == snapshot.file else { return false }
            guard name == Manifest.fileName else { return true }
            return (try? folder.openFile(name)).flatMap { try? ManifestSnapshot.committedEnd(of: $0) } == snapshot.committedLength
        }
    }

    /// The validated manifest, nil when there is none: `manifest.jsonl`, or else a `manifest.json`
    /// to upgrade. `open` reads it again after taking the lock, by when a link may have taken its
    /// place. A `manifest.json` that is valid JSON but not shaped like dogs' belongs to someone
    /// else, and the folder is not a gallery.
    func readManifest(in folder: Folder, keepingPictures: Bool) throws(GalleryError) -> ReadManifest? {
        let current = try read(Manifest.fileName, in: folder) { handle, _ throws(ManifestReadFailure) in
            try ManifestSnapshot.read(handle, keepingPictures: keepingPictures)
        }
        if let current {
            return current
        }
        return try read(LegacyManifest.fileName, in: folder) { handle, path throws(ManifestReadFailure) in
            // Someone else's file is not read beyond the first bytes that tell it, nor one larger than dogs wrote.
            let prefix: Data
            do throws(Errno) {
                prefix = try handle.readChunk(upTo: LegacyManifest.prefixBytes)
                try handle.rewind()
            } catch {
                throw .system(error.code)
            }
            guard LegacyManifest.isDogs(prefix: prefix) else { throw .notDogs }
            guard (try? FileStatus.of(handle, path: path))?.size ?? 0 <= LegacyManifest.maxBytes else {
                throw .problem(ManifestProblem(reason: "larger than any manifest.json dogs wrote (\(ByteSize.text(LegacyManifest.maxBytes)))"))
            }
            let data: Data
            do throws(FileSystemError) {
                data = try Folder.readToEnd(handle, path: path)
            } catch {
                throw .system(error.code)
            }
            do throws(LegacyManifest.Refusal) {
                var snapshot = ManifestSnapshot(try LegacyManifest.decode(data))
                snapshot.isLegacy = true
                return snapshot
            } catch {
                switch error {
                case .notDogs: throw .notDogs
                case let .damaged(problem): throw .problem(problem)
                }
            }
        }
    }

    private func read(
        _ name: String, in folder: Folder, as decode: (FileHandle, String) throws(ManifestReadFailure) -> ManifestSnapshot
    ) throws(GalleryError) -> ReadManifest? {
        let path = folder.child(name)
        let handle: FileHandle, status: FileStatus
        do {
            handle = try folder.openFile(name)
            status = try FileStatus.of(handle, path: path)
        } catch where error.code == ENOENT {
            return nil
        } catch {
            throw error.code == ELOOP ? .symbolicLink(path: path) : .cannotRead(path: path, reason: error.reason)
        }
        do {
            var snapshot = try decode(handle, path)
            snapshot.file = status
            return ReadManifest(snapshot: snapshot, name: name)
        } catch {
            switch error {
            case let .system(code): throw .cannotRead(path: path, reason: FileSystemError(path: path, code: code).reason)
            case let .problem(problem): throw .invalidManifest(path: path, problem: problem.description)
            case .notDogs: throw .notAGallery(path: root.path, found: ["a \(name) that dogs did not write"])
            case let .newer(version): throw .newerManifest(path: path, version: version)
            }
        }
    }

    private func openImages(in folder: Folder) throws(GalleryError) -> Folder {
        do {
            return try folder.subfolder(GalleryLayout.imagesFolder)
        } catch {
            let path = folder.child(GalleryLayout.imagesFolder)
            throw [ELOOP, ENOTDIR].contains(error.code) && (try? folder.entry(GalleryLayout.imagesFolder)) == .link
                ? .symbolicLink(path: path)
                : .cannotCreate(path: path, reason: error.code == ENOTDIR ? "it is not a folder" : error.reason)
        }
    }

    private func openPages(in folder: Folder) throws(GalleryError) -> Folder {
        do {
            return try folder.subfolder(PageNames.folder)
        } catch {
            throw .cannotRead(path: error.path, reason: error.reason)
        }
    }

    private func entry(_ name: String, in folder: Folder) throws(GalleryError) -> Folder.Entry? {
        do {
            return try folder.entry(name)
        } catch {
            throw .cannotRead(path: error.path, reason: error.reason)
        }
    }
}
