/// Every file the gallery renders from its manifest, so they are always rendered together.
public enum GalleryIndexes {
    public static let fileNames = [HTMLIndex.fileName, MarkdownIndex.fileName, FeedIndex.fileName]

    public static func render(_ manifest: Manifest) -> [RenderedFile] {
        [
            RenderedFile(name: HTMLIndex.fileName, contents: HTMLIndex.render(manifest)),
            RenderedFile(name: MarkdownIndex.fileName, contents: MarkdownIndex.render(manifest)),
            RenderedFile(name: FeedIndex.fileName, contents: FeedIndex.render(manifest)),
        ]
    }
}
