# TextEngine: `make demo` runs the REPL demo, `make test` runs every test, `make test-asan` runs
# them under AddressSanitizer (and the threaded ones under ThreadSanitizer), `make docs` builds the
# DocC catalogues (failing on any warning), `make fuzz` fuzzes.
SWIFT ?= swift
APT_PACKAGES = libicu-dev unicode-data zlib1g-dev gcc
UNICODE_TESTS = /usr/share/unicode/auxiliary/GraphemeBreakTest.txt

FUZZ_SECONDS ?= 60
# The tests that run code on several threads at once, for ThreadSanitizer (`swift test --filter`
# patterns, each run in its own process: the breakers that TextBreakerTests leave on worker threads
# hold ropes until those threads exit, which would free blocks in the middle of LeafBlocksTests'
# block accounting).
TSAN_TESTS ?= TextBoundariesTests.TextBreakerTests TextRopeTests.LeafBlocksTests

# The C API: libTextEngineC.so (built by `swift build`) and include/textengine.h.
C_LIB_DIR = .build/debug
C_FLAGS = -std=c99 -Wall -Wextra -Werror -pedantic -Iinclude
C_LINK = -L$(C_LIB_DIR) -lTextEngineC -Wl,-rpath,$(abspath $(C_LIB_DIR))

.PHONY: demo edit test test-c example-c test-asan bench docs fuzz deps

# Installs the Debian packages the build and tests need, when they are missing.
deps:
	@if ! dpkg -s $(APT_PACKAGES) >/dev/null 2>&1 || [ ! -f $(UNICODE_TESTS) ]; then \
		echo "installing $(APT_PACKAGES)"; \
		SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $(APT_PACKAGES); \
	fi

# On a terminal: the live line editor, every key through a TextField, delegate lines shown.
# Otherwise (piped, CI): the built-in walkthrough script, compiled into the binary (a text field,
# then the same field in the --demo view through ViewBridge).
demo: deps
	$(SWIFT) build --product textfield-repl
	@if [ -t 0 ] && [ -t 1 ]; then \
		$(SWIFT) run --skip-build textfield-repl --live --events; \
	else \
		$(SWIFT) run --skip-build textfield-repl --builtin-demo; \
	fi

# The full-screen editor on FILE (`make edit FILE=path`; without FILE, an empty buffer).
edit: deps
	$(SWIFT) build -c release --product text-edit
	$(SWIFT) run -c release --skip-build text-edit $(FILE)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory test-c

# The C API's tests: every exported function declared by the header (and no other), then the C
# test program (Tests/c) under AddressSanitizer with leak detection: the Swift library is not
# instrumented, but every allocation it makes goes through ASan's malloc. Then the Python examples.
test-c: deps
	$(SWIFT) build --product TextEngineC
	Scripts/check-c-exports $(C_LIB_DIR)/libTextEngineC.so
	@mkdir -p .build/c
	gcc $(C_FLAGS) -g -fsanitize=address -fno-omit-frame-pointer Tests/c/*.c $(C_LINK) -lz -o .build/c/test-capi
	ASAN_OPTIONS=detect_leaks=1 .build/c/test-capi Fixtures/traces
	@if command -v python3 >/dev/null 2>&1; then \
		python3 Examples/python/max_length_field.py >/dev/null && echo "Examples/python/max_length_field.py: ok" && \
		python3 Examples/python/lsp_mirror.py >/dev/null && echo "Examples/python/lsp_mirror.py: ok"; \
	else \
		echo "python3 not found: Examples/python skipped"; \
	fi

# The C example, built with gcc against the library and the header, then run.
example-c: deps
	$(SWIFT) build --product TextEngineC
	@mkdir -p .build/c
	gcc $(C_FLAGS) Examples/c/field_demo.c $(C_LINK) -o .build/c/field-demo
	.build/c/field-demo

# Each sanitizer builds in its own scratch directory, leaving the normal build alone. Leaks are
# checked at exit, except what the toolchain's libraries keep (Scripts/lsan-suppressions.txt).
# `-Xcc` instruments the C that Swift compiles from header-only modules (CTextRopeSupport's
# kernels), which `--sanitize` alone leaves out.
ASAN = --sanitize=address -Xcc -fsanitize=address
TSAN = --sanitize=thread -Xcc -fsanitize=thread
test-asan: deps
	$(SWIFT) build --build-tests $(ASAN) --scratch-path .build/asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Scripts/lsan-suppressions.txt \
		$(SWIFT) test --skip-build $(ASAN) --scratch-path .build/asan
	$(SWIFT) build --build-tests $(TSAN) --scratch-path .build/tsan
	for tests in $(TSAN_TESTS); do \
		$(SWIFT) test --skip-build $(TSAN) --scratch-path .build/tsan --filter "$$tests" || exit 1; \
	done

bench: deps
	$(SWIFT) run -c release text-bench $(ARGS)

# The DocC catalogue of every library module, into .build/docs/<Module>.doccarchive, from the
# symbol graphs of the debug build (see Scripts/docs); any docc warning fails.
docs: deps
	Scripts/docs

# libFuzzer + AddressSanitizer on every fuzz target for FUZZ_SECONDS each (see Scripts/fuzz).
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Scripts/fuzz
