"""One module of strings per language; ``en`` is the reference."""
