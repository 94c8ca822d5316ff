import DogGallery

@main
struct Dogs {
    static func main() async {
        print(DogsVersion.current)
    }
}
