import GRDB
import RasterKit

/// Photo formats are stored by name (`JPEG`, `PNG`, `WebP`), as the schema's CHECK expects.
extension PhotoFormat: DatabaseValueConvertible {}
