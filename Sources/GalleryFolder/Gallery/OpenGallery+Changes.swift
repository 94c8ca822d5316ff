import DogModel
import Foundation

/// The changes a job makes to an open gallery, each one unit of work: numbered, rendered and
/// committed in one call, by the gallery's own rules (a new generation, the pictures numbered on
/// from the newest, the manifest appended to or rewritten, the pages that change, those no
/// picture is on any more deleted), so that no job can forget one.
extension OpenGallery {
    /// What a change made of the gallery.
    package struct Change: Equatable, Sendable {
        /// The pictures added, as the manifest numbers them.
        package var added: [Picture] = []
        /// The pictures the manifest no longer lists.
        package var removed: [Picture] = []
        /// How many pictures the gallery shows afterwards.
        package var count: Int
        /// How many its manifest lists, those away from `images/` too.
        package var listed: Int
        /// Pages that could not be placed: the next run renders every page again.
        package var problems: [GalleryError] = []
    }

    /// Adds the pictures staged, numbered on from the newest. Most runs append them to the
    /// manifest and write only the pages they land on; a new gallery, `keep` dropping pictures,
    /// a new site URL or title, or pages out of step with the manifest rewrite it, and every page
    /// whose contents change. The pictures `keep` lets go stay listed when a page could not be
    /// placed, as the pages there may still show them. Nothing staged starts no gallery.
    package func add(_ staged: [StagedPicture], siteURL: RememberedSetting<URL> = .keep, title: RememberedSetting<String> = .keep, keep: Int? = nil) throws(GalleryError) -> Change {
        let outline = snapshot.outline
        guard outline.generation > 0 || !staged.isEmpty else { return Change(count: 0, listed: 0) }
        var after = outline
        let numbered = after.number(staged), pictures = numbered.map(\.picture)
        after.generation += 1
        let site = siteURL.applied(to: outline.siteURL), named = title.applied(to: outline.title)
        let dropsPictures = keep.map { outline.count + pictures.count > $0 } ?? false
        guard outline.generation == 0 || dropsPictures || site != outline.siteURL || named != outline.title || !pagesInStep else {
            guard !pictures.isEmpty else { return Change(count: outline.count, listed: snapshot.files.count) }
            let files = GalleryPages.changed(adding: pictures, before: outline, after: after)
            let problems = try commit(numbered, manifest: .append(generation: after.generation), rendered: files)
            return Change(added: pictures, count: after.count, listed: snapshot.files.count, problems: problems)
        }
        var manifest = outline.generation == 0 ? Manifest(pageSize: outline.pagination.size) : try wholeManifest()
        manifest.append(numbered: pictures)
        manifest.siteURL = site
        manifest.title = named
        var (kept, dropped) = manifest.keepingNewest(keep)
        kept.generation = after.generation
        let files = GalleryPages.all(kept)
        let problems = try commit(numbered, manifest: .rewrite(kept), dropping: .letGo(dropped), rendered: files, deletingPages: stalePages(besides: files))
        // Let go only once every page is placed; otherwise still listed, and still there.
        guard problems.isEmpty else {
            return Change(added: pictures, count: kept.shown.count + dropped.filter { $0.away == nil }.count, listed: kept.pictures.count + dropped.count, problems: problems)
        }
        return Change(added: pictures, removed: dropped, count: kept.shown.count, listed: kept.pictures.count, problems: problems)
    }

    /// Takes the pictures of `files` out of `manifest` (the gallery's whole manifest, handed over)
    /// for good: their sources remembered so that no fetch brings them back, and, `deletingFiles`,
    /// their files deleted while their bytes are the ones recorded (`dogs remove`); else left at
    /// their names, and the pages leave off any picture whose file is missing (a repair that drops
    /// what cannot be had again).
    package func remove(_ files: Set<String>, from manifest: consuming Manifest, deletingFiles: Bool) throws(GalleryError) -> Change {
        var (kept, removed) = manifest.removing(files: files)
        kept.generation += 1
        let rendered = GalleryPages.all(deletingFiles ? kept : try shownAsThere(kept).manifest)
        let problems = try commit(
            [], manifest: .rewrite(kept), dropping: deletingFiles ? .removed(removed) : .removed([]), rendered: rendered, deletingPages: stalePages(besides: rendered)
        )
        return Change(removed: removed, count: kept.shown.count, listed: kept.pictures.count, problems: problems)
    }
}
