// What the DogGallery product offers a program of its own, besides the `dogs` command: the
// dog.ceo client it stands on, as the project's first tests drove it. `DogService` fetches any
// `Endpoint` through an `HTTPSession` it is given and turns the API's answers into `DogUI`
// values and `Breed`s; everything else is shared between dogs' own modules only (`package`).
@_exported import DogCEOClient
@_exported import DogModel
