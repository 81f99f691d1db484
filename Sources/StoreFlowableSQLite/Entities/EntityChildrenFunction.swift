import CSQLite

/// The SQL function `entity_children(value)`: the entities a compact entity row refers to, as a JSON
/// array of `[type number, stored ID]` pairs, the type numbered as in `entity_keys`; `NULL` for a row
/// without references, a JSON row or bytes that do not read.
///
/// A compact row's references are its links: eviction follows them with `json_each` instead of reading
/// them from a table of their own, which cost about 65 bytes a status (`sqlite_bytes_per_status_over_floor`,
/// group `persistence`). JSON rows, written by earlier versions, keep their `entity_links` rows.
enum EntityChildrenFunction {
    static let name = "entity_children"

    /// Makes the function available to the SQL of `handle`.
    static func register(on handle: OpaquePointer) {
        sqlite3_create_function_v2(
            handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, _, arguments in
                guard let context, let argument = arguments?[0],
                    let json = EntityChildrenFunction.children(of: argument)
                else {
                    sqlite3_result_null(context)
                    return
                }
                sqlite3_result_text(context, json, -1, transient)
            }, nil, nil, nil)
    }

    private static func children(of argument: OpaquePointer) -> String? {
        guard sqlite3_value_type(argument) == SQLITE_BLOB, let blob = sqlite3_value_blob(argument) else {
            return nil
        }
        let row = [UInt8](UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_value_bytes(argument))))
        guard row.first == CompactFormat.formatByte, let references = try? CompactFormat.references(in: row),
            !references.isEmpty
        else { return nil }
        var json = "["
        for (index, reference) in references.enumerated() {
            if index > 0 { json += "," }
            json += "[\(reference.type),\(quoted(reference.id))]"
        }
        return json + "]"
    }

    /// `text` as a JSON string.
    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20:
                quoted +=
                    "\\u" + String(repeating: "0", count: scalar.value < 0x10 ? 3 : 2)
                    + String(scalar.value, radix: 16)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

/// SQLite's `SQLITE_TRANSIENT`: it copies the text before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
