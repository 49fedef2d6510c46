package dev.kerf.lang;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.MachineCorpus;
import dev.kerf.Source;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LanguagesTest {

    @Test
    void theRegistryNamesOver170LanguagesEachFindableByAFile() {
        assertThat(Languages.all()).hasSizeGreaterThanOrEqualTo(170);
        assertThat(Languages.all()).allSatisfy(l -> {
            assertThat(l.name()).matches("[a-z0-9_]+");
            assertThat(l.extensions().size() + l.fileNames().size()).as(l.name()).isPositive();
            assertThat(l.extensions()).allSatisfy(e -> assertThat(e).startsWith(".").isLowerCase());
        });
        assertThat(Languages.all().stream().map(Language::family).collect(Collectors.toSet()))
                .containsExactlyInAnyOrder(LanguageFamily.values());
        assertThat(Languages.byName(Languages.TEXT)).isPresent();
    }

    @Test
    void everyExtensionBelongsToOneLanguageOrIsDecidedByHeuristics() {
        Map<String, List<String>> owners = new HashMap<>();
        for (Language l : Languages.all()) {
            l.extensions().forEach(e -> owners.computeIfAbsent(e, k -> new ArrayList<>()).add(l.name()));
        }
        owners.forEach((ext, langs) -> {
            if (langs.size() > 1) {
                // A shared extension must resolve to one of its owners for any text.
                assertThat(Languages.detect("file" + ext, "")).as(ext).isIn(langs);
            }
        });
    }

    @Test
    void languagesAreWrittenAsTheirUsersWriteThem() {
        assertThat(Languages.displayName("cpp")).isEqualTo("C++");
        assertThat(Languages.displayName("xml")).isEqualTo("XML");
        assertThat(Languages.displayName("latex")).isEqualTo("LaTeX");
        assertThat(Languages.displayName("fortran")).isEqualTo("Fortran");
        assertThat(Languages.displayName("php_only")).isEqualTo("PHP");
        // every row of the table names a language kerf knows (or a grammar variant of one)
        for (Language l : Languages.all()) {
            assertThat(Languages.displayName(l.name())).as(l.name()).isNotBlank().doesNotContain("_");
        }
    }

    @Test
    void aliasesResolve() {
        assertThat(Languages.byName("js")).map(Language::name).contains("javascript");
        assertThat(Languages.byName("C++")).map(Language::name).contains("cpp");
        assertThat(Languages.byName("sh")).map(Language::name).contains("bash");
        assertThat(Languages.byName("no-such-language")).isEmpty();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            src/main/java/Main.java | java
            lib/app.py              | python
            web/app.tsx             | tsx
            web/app.ts              | typescript
            web/app.mjs             | javascript
            build.gradle.kts        | kotlin
            Makefile                | make
            GNUmakefile             | make
            Dockerfile              | dockerfile
            CMakeLists.txt          | cmake
            .bashrc                 | bash
            main.tf                 | hcl
            README.md               | markdown
            notes.txt               | text
            Cargo.toml              | toml
            docs/index.rst          | restructuredtext
            paper.tex               | latex
            Foo.CS                  | c_sharp
            dist/app.min.js.map     | json
            dist/style.css.map      | json
            build/common.gypi       | python
            linker.map              | text
            unknown.xyz             | text
            no_extension            | text
            echo.prototext          | textproto
            fuzzer.vcproj           | xml
            lib/config.h.in         | c
            src/Makefile.in         | make
            proguard-rules.pro      | proguard
            shaders/blur.frag       | glsl
            shaders/raygen.rgen     | glsl
            shaders/hit.rchit       | glsl
            shaders/meshlet.mesh    | glsl
            """)
    void detectsByFileNameAndExtension(String path, String language) {
        assertThat(Languages.detect(path, "")).isEqualTo(language);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            shebang env python3        | script       | '#!/usr/bin/env python3\nprint(1)\n'                        | python
            shebang env -S             | script       | '#!/usr/bin/env -S node --experimental\nconsole.log(1)\n'     | javascript
            shebang sh                 | configure    | '#!/bin/sh\necho hi\n'                                        | bash
            shebang versioned          | tool         | '#!/usr/bin/python3.11\n'                                     | python
            shebang perl               | run          | '#!/usr/bin/perl -w\n'                                        | perl
            emacs modeline             | Rakefile.inc | '# -*- mode: ruby -*-\nputs 1\n'                               | ruby
            emacs short modeline       | init         | ';; -*- emacs-lisp -*-\n'                                     | emacs_lisp
            vim modeline at the end    | conf         | 'x = 1\n# vim: set ft=python:\n'                              | python
            modeline beats extension   | setup.txt    | '# vim: ft=sh\necho\n'                                        | bash
            objc header                | View.h       | '#import <UIKit/UIKit.h>\n@interface View : UIView\n@end\n'   | objc
            cpp header                 | vec.h        | '#include <vector>\nnamespace geo {\nclass Vec {};\n}\n'      | cpp
            c header                   | list.h       | '#include <stddef.h>\nstruct list { int n; };\n'             | c
            cpp header, enum class     | color.h      | '#include "format.h"\n\nenum class color : uint32_t {\n  aqua = 0x00FFFF,\n};\n' | cpp
            matlab file                | solve.m      | 'function x = solve(A, b)\n  x = A \\\\ b;\nend\n'              | matlab
            objc file                  | main.m       | '#import <Foundation/Foundation.h>\nint main() {}\n'          | objc
            zsh completion             | _mytool      | '#compdef mytool\n_arguments -s --help\n'                        | zsh
            ProGuard rules             | rules.pro    | '# keep the models\n-keep class okhttp3.** { *; }\n-dontwarn okio.**\n' | proguard
            qmake project              | app.pro      | 'QT += core gui\nTARGET = app\nSOURCES += main.cpp\n'          | qmake
            changelog, not YAML        | CHANGELOG    | 'V1.5.6 (Mar 2024)\napi: Promote the target size\ncli: Add --no-progress\nbug: Fix empty frames\n\nV1.5.5 (Apr 2023)\nfix: a rare corruption bug\nperf: faster\nbug: one more fix\n' | text
            helm helpers               | _helpers.tpl | '{{/*\nExpand the name.\n*/}}\n{{- define "app.name" -}}\n{{ .Chart.Name }}\n{{- end }}\n' | gotmpl
            smarty template            | index.tpl    | '{extends file="layout.tpl"}\n{block name=body}{$title}{/block}\n' | smarty
            """)
    void detectsFromContent(String what, String path, String text, String language) {
        assertThat(Languages.detect(path, text.replace("\\n", "\n"))).as(what).isEqualTo(language);
    }

    /** With no name to go by, or a name kerf does not know, code is still told from prose by its lines. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            python, unknown extension  | mod.xyz   | 'import os\n\n\ndef main():\n    print(os.getcwd())\n\n\ndef other():\n    return 1\n' | python
            C with include and main    |           | '#include <stdio.h>\n\nint main(void) {\n    printf("hi");\n    return 0;\n}\n'                  | c
            Rust fn main               |           | 'fn main() {\n    let mut total = 0;\n    println!("{}", total);\n}\n'                                 | rust
            Perl module, not Rust      | _PM.e2x   | 'package Encode::$_Name_;\nour $VERSION = "0.01";\n\nuse Encode;\nuse XSLoader;\nXSLoader::load(__PACKAGE__,$VERSION);\n\n1;\n__END__\n\n=head1 NAME\n' | perl
            Java without package       |           | 'public class Hello {\n    public static void main(String[] args) {\n        System.out.println(1);\n    }\n}\n' | java
            shell without shebang      |           | '# set up\nexport PATH=/opt/bin:$PATH\nif [ -d build ]; then\n  rm -r build\nfi\n'                   | bash
            YAML with comments         | ci.conf1  | '# the build\nname: build\non:\n  push:\n    branches: [main]\njobs:\n  test:\n    runs-on: linux\n' | yaml
            prose                      |           | 'We met at noon. Then we left.\n\nIt rained: a lot. Nobody minded.\n'                                  | text
            Markdown with fenced code  |           | '# Guide\n\nRead this.\n\n```python\nimport os\nimport sys\ndef f():\n    pass\n```\n\nMore words here.\n' | markdown
            Markdown, headings alone   |           | '# Title\n\nSome text.\n\n## Usage\n\nMore text.\n'                                        | markdown
            Markdown, a list           |           | '## Install\n\n- run the installer\n- restart\n'                                                  | markdown
            comment lines, not Markdown |          | '# note\n# more\nplain words follow here.\n'                                                      | text
            JSON on standard input     |           | '{\n  "name": "payments",\n  "version": "1.2.0",\n  "scripts": {\n    "test": "jest"\n  }\n}\n'      | json
            XML on standard input      |           | '<?xml version="1.0"?>\n<project>\n  <modelVersion>4.0.0</modelVersion>\n  <artifactId>pay</artifactId>\n</project>\n' | xml
            HTML page, not XML         |           | '<!DOCTYPE html>\n<html>\n<head>\n<title>Pay</title>\n</head>\n<body>\n<p>Hi</p>\n</body>\n</html>\n' | html
            TOML, not INI              |           | '[project]\nname = "urllib3"\nversion = "2.0"\n\n[tool.ruff]\nline-length = 88\n'                 | toml
            INI, not TOML              |           | '[tox]\nenvlist = py38, py39\n\n[testenv]\ncommands = pytest {posargs}\n'                          | ini
            Dockerfile                 |           | 'FROM golang:1.22 AS build\nWORKDIR /src\nCOPY . .\nRUN go build -o /out/app\n'                  | dockerfile
            proto                      |           | 'syntax = "proto3";\npackage pay.v1;\n\nmessage Charge {\n  string id = 1;\n}\n\nservice Payments {\n  rpc Get(Charge) returns (Charge);\n}\n' | proto
            HCL, not Markdown          |           | '# the role\nresource "aws_iam_role" "this" {\n  name = var.name\n}\n\n# its policy\nvariable "name" {\n  type = string\n}\n' | hcl
            PHP on standard input      |           | '<?php\n\nnamespace Slim;\n\nuse Psr\\Http\\Message\\ResponseInterface;\n\nclass App\n{\n    public function run(): void\n    {\n        $response = $this->handle();\n    }\n}\n' | php
            Kotlin, not Python         |           | 'package com.squareup.moshi\n\nimport java.io.IOException\nimport kotlin.reflect.KClass\n\npublic abstract class JsonAdapter<T> {\n  public abstract fun fromJson(reader: JsonReader): T?\n\n  public fun nullSafe(): JsonAdapter<T?> = this\n}\n' | kotlin
            Swift, not Rust            |           | 'import Foundation\n\npublic struct Flag {\n  public var wrappedValue: Bool\n\n  public func help() -> String {\n    return ""\n  }\n}\n\nextension Flag: Decodable {\n}\n' | swift
            Elixir, not Markdown       |           | 'defmodule Plug.Conn.Utils do\n  @moduledoc \"\"\"\n  Utilities for working with connection data\n  \"\"\"\n\n  @spec media_type(binary) :: :error\n  def media_type(binary) do\n    :error\n  end\nend\n' | elixir
            Lua module                 |           | 'local inspect = {}\n\nlocal function isIdentifier(str)\n  return type(str) == "string"\nend\n\nfunction inspect.inspect(root, options)\n  return ""\nend\n\nreturn inspect\n' | lua
            Scala object               |           | 'package scopt\n\nobject OParser {\n  def builder[C]: OParserBuilder[C] = new OParserBuilder[C]\n\n  def sequence[C](ps: OParser[_, C]*): OParser[Unit, C] = ps.head\n}\n' | scala
            GraphQL, not TypeScript    |           | 'type Query {\n  cluster(id: ID!): Cluster!\n}\n\ntype Cluster {\n  id: ID!\n  name: String!\n}\n' | graphql
            NDJSON                     |           | '{"id": 1, "text": "a"}\n{"id": 2, "text": "b"}\n{"id": 3, "text": "c"}\n'          | ndjson
            CSV                        |           | 'id,name,city\n1,"Doe, Jane",Oslo\n2,Kim,Seoul\n'                                   | csv
            TSV                        |           | 'gene\tchrom\tstart\nBRCA1\tchr17\t43044295\nTP53\tchr17\t7668402\n'            | tsv
            prose with commas          |           | 'Red, green, and blue.\nOne, two, three.\nHere, there, anywhere.\nWe stopped.\n'     | text
            LaTeX                      |           | '\\documentclass{article}\n\\begin{document}\n\\section{Intro}\nWe chunk.\n\\end{document}\n' | latex
            Jupyter notebook           |           | '{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "source": [\n    "# Title"\n   ]\n  }\n ],\n "nbformat": 4\n}\n' | jupyter
            Vue component              |           | '<template>\n  <div class="tree">{{ label }}</div>\n</template>\n\n<script>\nexport default { name: "Tree" }\n</script>\n' | vue
            Python class of methods    |           | 'class Tree:\n    def __init__(self, label):\n        self.label = label\n\n    def walk(self):\n        for child in self.children:\n            yield child\n' | python
            Python list, not JSON      |           | 'from .asgi import *\nfrom .base import *\n\n__all__ = [\n    "ASGITransport",\n    "BaseTransport",\n    "MockTransport",\n    "WSGITransport",\n    "HTTPTransport",\n]\n' | python
            reStructuredText           |           | 'Installation\n============\n\nRun the installer.\n\n.. code-block:: bash\n\n   pip install pay\n\nSee :ref:`usage`.\n' | restructuredtext
            rst with a link target     | notes.zz9 | '.. _usage:\n\nUsage\n-----\n\nCall it.\n'                                                       | restructuredtext
            setext Markdown, not rst   |           | 'Installation\n============\n\nRun the [installer](https://x.org).\n\n- then restart\n'        | text
            Python docstring, not rst  |           | '\"\"\"Payments.\n\nUsage\n=====\n\nSee :func:`charge`.\n\"\"\"\nimport os\n\n\ndef charge():\n    pass\n' | python
            AsciiDoc                   |           | '= Payments Guide\n:toc: left\n\n== Install\n\n[source,bash]\n----\npip install pay\n----\n' | asciidoc
            AsciiDoc admonition        |           | '== Limits\n\nNOTE: Requests over 1 MB are refused.\n'                                          | asciidoc
            Org                        |           | '#+TITLE: Notes\n\n* Install\n#+begin_src sh\npip install pay\n#+end_src\n'                   | org
            a line of equals signs     |           | 'Totals\n======\nWe sold 12 and kept 3.\n'                                                      | text
            """)
    void detectsCodeByItsLinesWhenNothingElseSays(String what, String path, String text, String language) {
        assertThat(Languages.detect(path, text.replace("\\n", "\n"))).as(what).isEqualTo(language);
    }

    @Test
    void realJavaAndPythonFiles() {
        for (Source s : MachineCorpus.jdkSources(3, 100)) {
            assertThat(Languages.detect(s.path().orElseThrow(), s.text())).as(s.path().orElseThrow()).isEqualTo("java");
        }
        for (Source s : MachineCorpus.pythonStdlib(3, 100)) {
            assertThat(Languages.detect(s.path().orElseThrow(), s.text())).as(s.path().orElseThrow()).isEqualTo("python");
        }
    }

    /** Scripts in /usr/bin whose #! line names sh, bash, perl or python3: their language is known. */
    @Test
    void realScriptsByShebang() throws IOException {
        Path bin = Path.of("/usr/bin");
        Assumptions.assumeTrue(Files.isDirectory(bin), "machine corpus absent: no /usr/bin");
        Map<String, String> byInterpreter = Map.of("sh", "bash", "bash", "bash", "perl", "perl", "python3", "python");
        int checked = 0;
        try (Stream<Path> files = Files.list(bin)) {
            for (Path f : files.sorted().toList()) {
                if (!Files.isRegularFile(f) || Files.size(f) > 1_000_000) {
                    continue;
                }
                byte[] bytes = Files.readAllBytes(f);
                if (bytes.length < 3 || bytes[0] != '#' || bytes[1] != '!') {
                    continue;
                }
                String first = new String(bytes, 0, Math.min(bytes.length, 200), StandardCharsets.ISO_8859_1).lines().findFirst().orElse("");
                String[] words = first.substring(2).trim().split("\\s+");
                String interpreter = Path.of(words[0]).getFileName().toString();
                if (interpreter.equals("env") && words.length > 1) {
                    interpreter = words[1];
                }
                String expected = byInterpreter.get(interpreter);
                if (expected == null) {
                    continue;
                }
                String text = new String(bytes, StandardCharsets.ISO_8859_1);
                String found = Languages.detect(f.getFileName().toString(), text);
                if (Set.of("bash", "perl", "python").contains(found) || !hasModeline(text)) {
                    assertThat(found).as(f.toString()).isEqualTo(expected);
                }
                checked++;
            }
        }
        Assumptions.assumeTrue(checked > 0, "machine corpus absent: no sh, perl or python3 scripts in /usr/bin");
    }

    private static boolean hasModeline(String text) {
        return Arrays.stream(text.split("\n", 3)).limit(2).anyMatch(l -> l.contains("-*-")) || text.contains("vim:");
    }
}
