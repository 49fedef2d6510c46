package dev.kerf.lang;

/** Families of languages that share block structure, so that they can share delimiter patterns. */
public enum LanguageFamily {
    /** Braces: C, Java, JavaScript, Go, Rust, CSS, JSON... */
    C_STYLE,
    /** Indentation: Python, YAML, Nim, CoffeeScript... */
    PYTHON_STYLE,
    /** Keyword blocks closed by {@code end}: Ruby, Lua, Elixir, Pascal, Fortran... */
    RUBY_STYLE,
    /** S-expressions: Common Lisp, Scheme, Clojure... */
    LISP,
    /** OCaml, Standard ML, F#... */
    ML,
    /** Shells and build scripts: bash, PowerShell, make, Dockerfile... */
    SHELL,
    /** Markup and templates: HTML, XML, Markdown, reStructuredText... */
    MARKUP,
    /** TeX and its kin. */
    LATEX,
    /** MATLAB, Octave, R... */
    MATLAB_STYLE,
    /** Haskell, Elm, PureScript, Idris, Coq... */
    FUNCTIONAL,
    /** Text without code structure: prose, CSV, logs... */
    PLAIN_TEXT;

    /** The name used in data files and output, such as {@code c_style}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
