# make check                   the quick loop before every commit: lint, build, tests (a few minutes)
# make format                  format the tree as `make check` wants it
# make install [PREFIX=~/.local] [DESTDIR=/staging/root]
# make uninstall [PREFIX=~/.local]
# The install work is done by scripts/install.sh, which can also be run on its own. .ci/run is the whole of CI.

PREFIX ?= $(HOME)/.local
DESTDIR ?=
FORMATTED = Sources Tests Fuzz Package.swift

.PHONY: check lint format install uninstall

check: lint
	swift build --build-tests
	swift test --skip-build

lint:
	swift format lint --strict --recursive $(FORMATTED)

format:
	swift format format --in-place --recursive $(FORMATTED)

install:
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' scripts/install.sh

uninstall:
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' scripts/install.sh --uninstall
