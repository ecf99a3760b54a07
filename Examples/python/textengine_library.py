"""Loads libTextEngineC.so for the Python examples (ctypes): from the TEXTENGINE_LIB environment
variable, else the newer of this checkout's builds (.build/debug, .build/release)."""
import ctypes
import os
import pathlib
import sys
from ctypes import c_int32, c_int64

ABI_VERSION = 3


class Range(ctypes.Structure):
    """te_range."""

    _fields_ = [("location", c_int64), ("length", c_int64)]


def load_library(signatures):
    """The library, with `signatures` ({name: (result type, [argument types])}) declared on its
    functions; exits when it is missing or of another ABI version."""
    explicit = os.environ.get("TEXTENGINE_LIB")
    if explicit:
        candidates = [pathlib.Path(explicit)]
    else:
        root = pathlib.Path(__file__).resolve().parents[2]
        candidates = [root / ".build" / config / "libTextEngineC.so" for config in ("debug", "release")]
    found = sorted((p for p in candidates if p.is_file()), key=lambda p: p.stat().st_mtime, reverse=True)
    if not found:
        sys.exit("libTextEngineC.so not found in %s; run `swift build` or set TEXTENGINE_LIB"
                 % ", ".join(str(p) for p in candidates))
    lib = ctypes.CDLL(str(found[0]))
    lib.te_abi_version.restype = c_int32
    lib.te_abi_version.argtypes = []
    for name, (result, arguments) in signatures.items():
        function = getattr(lib, name)
        function.restype = result
        function.argtypes = arguments
    if lib.te_abi_version() != ABI_VERSION:
        sys.exit("libTextEngineC.so has ABI version %d; this example was written for %d"
                 % (lib.te_abi_version(), ABI_VERSION))
    return lib
