import DogModel
import Foundation
import Platform
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pictures staged in `images/` and put back there: only an open gallery makes a temporary file
/// or puts a picture at its name, so none of that happens without the lock.
extension OpenGallery {
    package func makeTemporaryFile() throws(StorageFailure) -> TemporaryFile {
        try abruptEnd.waitsFor { () throws(StorageFailure) in
            let (name, handle) = try GalleryFileChanges.createTemporary(in: images)
            if let pictureMode { fchmod(handle.fileDescriptor, pictureMode) }
            return TemporaryFile(name: name, path: images.child(name), handle: handle)
        }
    }

    package func discard(_ name: String) {
        _ = try? images.removeFile(name)
    }

    /// Puts a picture downloaded again at its name: onto a free name, or in place of the very file
    /// `damaged` (found damaged, and still that file), never of another file, a link or a folder put
    /// there meanwhile. Gives back why it could not be placed, its temporary file then removed.
    package func restore(_ picture: StagedPicture, replacing damaged: FileStatus? = nil) -> Restoration {
        abruptEnd.waitsFor { restoreWhole(picture, replacing: damaged) }
    }

    /// How `restore` put a picture back, or why it could not.
    package enum Restoration: Equatable, Sendable {
        case placed
        /// In place of a file that was not the picture dogs saved, kept beside it under this name.
        case placedKeeping(String)
        case refused(GalleryError)
    }

    private func restoreWhole(_ picture: StagedPicture, replacing damaged: FileStatus?) -> Restoration {
        let name = GalleryLayout.imageName(of: picture.picture.file)
        do throws(GalleryError) {
            guard lock.isStillInPlace else { throw .lockLost(path: folder.child(GalleryLock.fileName)) }
            try disk.flush([picture.temporaryName])
            var aside: String?, kept: String?
            if let damaged {
                do {
                    aside = try images.takeAside(name, ifSameFileAs: damaged)
                    // Only the picture dogs saved, gone bad (its recorded size) or cut short (the
                    // start of its bytes), is replaced; anything else is someone's, and kept.
                    if let found = aside, damaged.size != picture.picture.bytes, !images.isPrefix(found, of: picture.temporaryName) {
                        kept = try images.keepNumbered(found, as: name)
                        aside = nil
                    }
                } catch {
                    throw .cannotWrite(path: error.path, reason: error.reason)
                }
                guard aside != nil || kept != nil else { throw .cannotWrite(path: images.child(name), reason: "something else is at its name now") }
            }
            // The damaged file is dogs' own, checked once more: it goes whether or not the name stays free.
            defer { if let aside { _ = try? images.removeFile(aside) } }
            do {
                try images.move(picture.temporaryName, to: name, replacing: false)
            } catch {
                throw .cannotWrite(path: images.child(name), reason: error.code == EEXIST ? "something else is at its name now" : error.reason)
            }
            images.sync()
            return kept.map { .placedKeeping(GalleryLayout.file(forImage: $0)) } ?? .placed
        } catch {
            discard(picture.temporaryName)
            return .refused(error)
        }
    }

    /// Those of `pictures` whose file's name is still in `images/`, whatever is there now.
    package func stillInImages(_ pictures: [Picture]) -> [Picture] {
        pictures.filter { picture in
            do {
                return try images.entry(GalleryLayout.imageName(of: picture.file)) != nil
            } catch {
                return true
            }
        }
    }
}
