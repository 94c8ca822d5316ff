// Platform stands on PureSupport, and every module that uses Platform reads its text, JSON and
// time helpers through it, as before they were a module of their own (which DogModel uses alone).
@_exported import PureSupport
