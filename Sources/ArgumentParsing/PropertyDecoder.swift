/// Hands a `ParsableCommand`'s synthesized `init(from:)` its properties, already filled by the
/// parser, by the key each is decoded under: the way into a struct's wrapped properties that
/// Swift offers without writing an initializer for each command.
struct PropertyDecoder: Decoder {
    let properties: [String: any CommandProperty]
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(properties: properties))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a command is decoded by its keys only"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "a command is decoded by its keys only"))
    }

    private struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let properties: [String: any CommandProperty]
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { properties.keys.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { properties[key.stringValue] != nil }

        func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
            guard let property = properties[key.stringValue] as? T else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [key], debugDescription: "not an @Option, @Flag or @Argument"))
            }
            return property
        }

        // A command's every stored property is a wrapper, decoded above; a plain value is none.
        func decodeNil(forKey key: Key) throws -> Bool { try notWrapped(key) }
        func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try notWrapped(key) }
        func decode(_: String.Type, forKey key: Key) throws -> String { try notWrapped(key) }
        func decode(_: Double.Type, forKey key: Key) throws -> Double { try notWrapped(key) }
        func decode(_: Float.Type, forKey key: Key) throws -> Float { try notWrapped(key) }
        func decode(_: Int.Type, forKey key: Key) throws -> Int { try notWrapped(key) }
        func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try notWrapped(key) }
        func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try notWrapped(key) }
        func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try notWrapped(key) }
        func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try notWrapped(key) }
        func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try notWrapped(key) }
        func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try notWrapped(key) }
        func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try notWrapped(key) }
        func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try notWrapped(key) }
        func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try notWrapped(key) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try notWrapped(key)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try notWrapped(key) }
        func superDecoder() throws -> any Decoder { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no superclass")) }
        func superDecoder(forKey key: Key) throws -> any Decoder { try notWrapped(key) }

        private func notWrapped<T>(_ key: Key) throws -> T {
            throw DecodingError.keyNotFound(key, .init(codingPath: [key], debugDescription: "not an @Option, @Flag or @Argument"))
        }
    }
}
