# make install [PREFIX=~/.local] [DESTDIR=/staging/root]
# make uninstall [PREFIX=~/.local]
# The work is done by scripts/install.sh, which can also be run on its own.

PREFIX ?= $(HOME)/.local
DESTDIR ?=

.PHONY: install uninstall

install:
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' scripts/install.sh

uninstall:
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' scripts/install.sh --uninstall
