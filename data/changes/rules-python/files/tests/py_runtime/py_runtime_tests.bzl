# Copyright 2023 The Bazel Authors. All rights reserved.
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
#    http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""Starlark tests for py_runtime rule."""

load("@rules_testing//lib:analysis_test.bzl", "analysis_test")
load("@rules_testing//lib:test_suite.bzl", "test_suite")
load("@rules_testing//lib:truth.bzl", "matching")
load("@rules_testing//lib:util.bzl", rt_util = "util")
load("//python:py_runtime.bzl", "py_runtime")
load("//python:py_runtime_info.bzl", "PyRuntimeInfo")
load("//python/private:common_labels.bzl", "labels")  # buildifier: disable=bzl-visibility
load("//python/private:py_runtime_rule.bzl", "coverage_tool_missing_message")  # buildifier: disable=bzl-visibility
load("//tests/support:py_runtime_info_subject.bzl", "py_runtime_info_subject")

_tests = []
_basic_tests = []

def _test_coverage_warning_when_enabled_and_no_tool(env):
    # The only case that warrants a warning: coverage is being collected and the
    # runtime that was selected cannot produce any.
    msg = coverage_tool_missing_message(
        coverage_enabled = True,
        coverage_tool = None,
        label = Label("//fake:runtime"),
    )
    env.expect.that_bool(msg == None).equals(False)
    env.expect.that_str(msg).contains("has no coverage_tool")
    env.expect.that_str(msg).contains("//fake:runtime")

_basic_tests.append(_test_coverage_warning_when_enabled_and_no_tool)

def _test_no_coverage_warning_when_coverage_disabled(env):
    # Without `bazel coverage` the missing tool has no observable effect, so
    # saying anything would be noise on every ordinary build.
    msg = coverage_tool_missing_message(
        coverage_enabled = False,
        coverage_tool = None,
        label = Label("//fake:runtime"),
    )
    env.expect.that_bool(msg == None).equals(True)

_basic_tests.append(_test_no_coverage_warning_when_coverage_disabled)

def _test_no_coverage_warning_when_tool_present(env):
    # A configured coverage tool is the working case, whether it came from the
    # bundled wheel set or from py_runtime.coverage_tool directly.
    msg = coverage_tool_missing_message(
        coverage_enabled = True,
        coverage_tool = "some-coverage-tool-file",
        label = Label("//fake:runtime"),
    )
    env.expect.that_bool(msg == None).equals(True)

_basic_tests.append(_test_no_coverage_warning_when_tool_present)

def _simple_binary_impl(ctx):
    executable = ctx.actions.declare_file(ctx.label.name)
    ctx.actions.write(executable, "", is_executable = True)
    return [DefaultInfo(
        executable = executable,
        files = depset([executable] + ctx.files.extra_default_outputs),
        runfiles = ctx.runfiles(ctx.files.data),
    )]

_simple_binary = rule(
    implementation = _simple_binary_impl,
    attrs = {
        "data": attr.label_list(allow_files = True),
        "extra_default_outputs": attr.label_list(allow_files = True),
    },
    executable = True,
)

def _source_file_wrapper_impl(ctx):
    return [DefaultInfo(
        files = depset([ctx.file.src]),
        runfiles = ctx.runfiles(files = ctx.files.data),
    )]

_source_file_wrapper = rule(
    implementation = _source_file_wrapper_impl,
    attrs = {
        "data": attr.label_list(allow_files = True),
        "src": attr.label(allow_single_file = True, mandatory = True),
    },
)

def _test_bootstrap_template(name):
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        interpreter_path = "/py",
        python_version = "PY3",
        bootstrap_template = "bootstrap.txt",
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_bootstrap_template_impl,
        attr_values = {},
    )

def _test_bootstrap_template_impl(env, target):
    env.expect.that_target(target).provider(
        PyRuntimeInfo,
        factory = py_runtime_info_subject,
    ).bootstrap_template().path().contains("bootstrap.txt")

_tests.append(_test_bootstrap_template)

def _test_cannot_have_both_inbuild_and_system_interpreter(name):
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        python_version = "PY3",
        interpreter = "fake_interpreter",
        interpreter_path = "/some/path",
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_cannot_have_both_inbuild_and_system_interpreter_impl,
        expect_failure = True,
        attr_values = {},
    )

def _test_cannot_have_both_inbuild_and_system_interpreter_impl(env, target):
    env.expect.that_target(target).failures().contains_predicate(
        matching.str_matches("one of*interpreter*interpreter_path"),
    )

_tests.append(_test_cannot_have_both_inbuild_and_system_interpreter)

def _test_cannot_specify_files_for_system_interpreter(name):
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        interpreter_path = "/foo",
        python_version = "PY3",
        files = ["foo.txt"],
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_cannot_specify_files_for_system_interpreter_impl,
        expect_failure = True,
        attr_values = {},
    )

def _test_cannot_specify_files_for_system_interpreter_impl(env, target):
    env.expect.that_target(target).failures().contains_predicate(
        matching.str_matches("files*must be empty"),
    )

_tests.append(_test_cannot_specify_files_for_system_interpreter)

def _test_coverage_tool_executable(name):
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        python_version = "PY3",
        interpreter_path = "/bogus",
        coverage_tool = name + "_coverage_tool",
    )
    rt_util.helper_target(
        _simple_binary,
        name = name + "_coverage_tool",
        data = ["coverage_file1.txt", "coverage_file2.txt"],
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_coverage_tool_executable_impl,
        attr_values = {},
    )

def _test_coverage_tool_executable_impl(env, target):
    info = env.expect.that_target(target).provider(PyRuntimeInfo, factory = py_runtime_info_subject)
    info.coverage_tool().short_path_equals("{package}/{test_name}_coverage_tool")
    info.coverage_files().contains_exactly([
        "{package}/{test_name}_coverage_tool",
        "{package}/coverage_file1.txt",
        "{package}/coverage_file2.txt",
    ])

_tests.append(_test_coverage_tool_executable)

def _test_coverage_tool_plain_files(name):
    py_runtime_kwargs = {
        "coverage_tool": name + "_coverage_tool",
    }
    attr_values = {}
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        python_version = "PY3",
        interpreter_path = "/bogus",
        **py_runtime_kwargs
    )
    rt_util.helper_target(
        native.filegroup,
        name = name + "_coverage_tool",
        srcs = ["coverage_tool.py"],
        data = ["coverage_file1.txt", "coverage_file2.txt"],
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_coverage_tool_plain_files_impl,
        attr_values = attr_values,
    )

def _test_coverage_tool_plain_files_impl(env, target):
    info = env.expect.that_target(target).provider(PyRuntimeInfo, factory = py_runtime_info_subject)
    info.coverage_tool().short_path_equals("{package}/coverage_tool.py")
    info.coverage_files().contains_exactly([
        "{package}/coverage_tool.py",
        "{package}/coverage_file1.txt",
        "{package}/coverage_file2.txt",
    ])

_tests.append(_test_coverage_tool_plain_files)

def _test_in_build_interpreter(name):
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        interpreter = "fake_interpreter",
        python_version = "PY3",
        files = ["file1.txt"],
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_in_build_interpreter_impl,
    )

def _test_in_build_interpreter_impl(env, target):
    info = env.expect.that_target(target).provider(PyRuntimeInfo, factory = py_runtime_info_subject)
    info.python_version().equals("PY3")
    info.files().contains_exactly([
        "{package}/fake_interpreter",
        "{package}/file1.txt",
    ])
    info.interpreter().path().contains("fake_interpreter")
    env.expect.that_bool(info.actual.interpreter_files_to_run == None).equals(True)

_tests.append(_test_in_build_interpreter)

def _test_non_executable_source_file_interpreter_keeps_file_only_behavior(name):
    rt_util.helper_target(
        _source_file_wrapper,
        name = name + "_wrapped_interpreter",
        src = "fake_interpreter",
        data = ["runfile.txt"],
    )

    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        interpreter = name + "_wrapped_interpreter",
        python_version = "PY3",
        files = ["file1.txt"],
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_non_executable_source_file_interpreter_keeps_file_only_behavior_impl,
    )

def _test_non_executable_source_file_interpreter_keeps_file_only_behavior_impl(env, target):
    target = env.expect.that_target(target)
    py_runtime_info = target.provider(
        PyRuntimeInfo,
        factory = py_runtime_info_subject,
    )
    py_runtime_info.interpreter().short_path_equals("{package}/fake_interpreter")
    env.expect.that_bool(py_runtime_info.actual.interpreter_files_to_run == None).equals(True)
    py_runtime_info.files().contains_exactly([
        "{package}/file1.txt",
    ])

    target.default_outputs().contains_exactly([
        "{package}/file1.txt",
    ])

_tests.append(_test_non_executable_source_file_interpreter_keeps_file_only_behavior)

def _test_interpreter_binary_with_multiple_outputs(name):
    rt_util.helper_target(
        _simple_binary,
        name = name + "_built_interpreter",
        extra_default_outputs = ["extra_default_output.txt"],
        data = ["runfile.txt"],
    )

    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        interpreter = name + "_built_interpreter",
        python_version = "PY3",
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_interpreter_binary_with_multiple_outputs_impl,
    )

def _test_interpreter_binary_with_multiple_outputs_impl(env, target):
    target = env.expect.that_target(target)
    py_runtime_info = target.provider(
        PyRuntimeInfo,
        factory = py_runtime_info_subject,
    )
    py_runtime_info.interpreter().short_path_equals("{package}/{test_name}_built_interpreter")
    py_runtime_info.interpreter_files_to_run().executable().short_path_equals(
        "{package}/{test_name}_built_interpreter",
    )
    py_runtime_info.files().contains_exactly([
        "{package}/extra_default_output.txt",
        "{package}/runfile.txt",
        "{package}/{test_name}_built_interpreter",
    ])

    target.default_outputs().contains_exactly([
        "{package}/extra_default_output.txt",
        "{package}/runfile.txt",
        "{package}/{test_name}_built_interpreter",
    ])

    target.runfiles().contains_exactly([
        "{workspace}/{package}/runfile.txt",
        "{workspace}/{package}/{test_name}_built_interpreter",
    ])

_tests.append(_test_interpreter_binary_with_multiple_outputs)

def _test_interpreter_binary_with_single_output_and_runfiles(name):
    rt_util.helper_target(
        _simple_binary,
        name = name + "_built_interpreter",
        data = ["runfile.txt"],
    )

    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        interpreter = name + "_built_interpreter",
        python_version = "PY3",
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_interpreter_binary_with_single_output_and_runfiles_impl,
    )

def _test_interpreter_binary_with_single_output_and_runfiles_impl(env, target):
    target = env.expect.that_target(target)
    py_runtime_info = target.provider(
        PyRuntimeInfo,
        factory = py_runtime_info_subject,
    )
    py_runtime_info.interpreter().short_path_equals("{package}/{test_name}_built_interpreter")
    py_runtime_info.interpreter_files_to_run().executable().short_path_equals(
        "{package}/{test_name}_built_interpreter",
    )
    py_runtime_info.files().contains_exactly([
        "{package}/runfile.txt",
        "{package}/{test_name}_built_interpreter",
    ])

    target.default_outputs().contains_exactly([
        "{package}/runfile.txt",
        "{package}/{test_name}_built_interpreter",
    ])

    target.runfiles().contains_exactly([
        "{workspace}/{package}/runfile.txt",
        "{workspace}/{package}/{test_name}_built_interpreter",
    ])

_tests.append(_test_interpreter_binary_with_single_output_and_runfiles)

def _test_must_have_either_inbuild_or_system_interpreter(name):
    py_runtime_kwargs = {}
    attr_values = {}
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        python_version = "PY3",
        **py_runtime_kwargs
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_must_have_either_inbuild_or_system_interpreter_impl,
        expect_failure = True,
        attr_values = attr_values,
    )

def _test_must_have_either_inbuild_or_system_interpreter_impl(env, target):
    env.expect.that_target(target).failures().contains_predicate(
        matching.str_matches("one of*interpreter*interpreter_path"),
    )

_tests.append(_test_must_have_either_inbuild_or_system_interpreter)

def _test_system_interpreter(name):
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        interpreter_path = "/system/python",
        python_version = "PY3",
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_system_interpreter_impl,
    )

def _test_system_interpreter_impl(env, target):
    info = env.expect.that_target(target).provider(
        PyRuntimeInfo,
        factory = py_runtime_info_subject,
    )
    info.interpreter_path().equals("/system/python")
    env.expect.that_bool(info.actual.interpreter_files_to_run == None).equals(True)

_tests.append(_test_system_interpreter)

def _test_system_interpreter_must_be_absolute(name):
    py_runtime_kwargs = {"interpreter_path": "relative/path"}
    attr_values = {}
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        python_version = "PY3",
        **py_runtime_kwargs
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_system_interpreter_must_be_absolute_impl,
        expect_failure = True,
        attr_values = attr_values,
    )

def _test_system_interpreter_must_be_absolute_impl(env, target):
    env.expect.that_target(target).failures().contains_predicate(
        matching.str_matches("must be*absolute"),
    )

_tests.append(_test_system_interpreter_must_be_absolute)

def _interpreter_version_info_test(name, interpreter_version_info, impl, expect_failure = True):
    rt_util.helper_target(
        py_runtime,
        name = name + "_subject",
        python_version = "PY3",
        interpreter_path = "/py",
        interpreter_version_info = interpreter_version_info,
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = impl,
        expect_failure = expect_failure,
        attr_values = {},
    )

def _test_interpreter_version_info_must_define_major_and_minor_only_major(name):
    _interpreter_version_info_test(
        name,
        {
            "major": "3",
        },
        lambda env, target: (
            env.expect.that_target(target).failures().contains_predicate(
                matching.str_matches("must have at least two keys, 'major' and 'minor'"),
            )
        ),
    )

_tests.append(_test_interpreter_version_info_must_define_major_and_minor_only_major)

def _test_interpreter_version_info_must_define_major_and_minor_only_minor(name):
    _interpreter_version_info_test(
        name,
        {
            "minor": "3",
        },
        lambda env, target: (
            env.expect.that_target(target).failures().contains_predicate(
                matching.str_matches("must have at least two keys, 'major' and 'minor'"),
            )
        ),
    )

_tests.append(_test_interpreter_version_info_must_define_major_and_minor_only_minor)

def _test_interpreter_version_info_no_extraneous_keys(name):
    _interpreter_version_info_test(
        name,
        {
            "major": "3",
            "minor": "3",
            "something": "foo",
        },
        lambda env, target: (
            env.expect.that_target(target).failures().contains_predicate(
                matching.str_matches("unexpected keys [\"something\"]"),
            )
        ),
    )

_tests.append(_test_interpreter_version_info_no_extraneous_keys)

def _test_interpreter_version_info_sets_values_to_none_if_not_given(name):
    _interpreter_version_info_test(
        name,
        {
            "major": "3",
            "micro": "10",
            "minor": "3",
        },
        lambda env, target: (
            env.expect.that_target(target).provider(
                PyRuntimeInfo,
                factory = py_runtime_info_subject,
            ).interpreter_version_info().serial().equals(None)
        ),
        expect_failure = False,
    )

_tests.append(_test_interpreter_version_info_sets_values_to_none_if_not_given)

def _test_interpreter_version_info_parses_values_to_struct(name):
    _interpreter_version_info_test(
        name,
        {
            "major": "3",
            "micro": "10",
            "minor": "6",
            "releaselevel": "alpha",
            "serial": "1",
        },
        impl = _test_interpreter_version_info_parses_values_to_struct_impl,
        expect_failure = False,
    )

def _test_interpreter_version_info_parses_values_to_struct_impl(env, target):
    version_info = env.expect.that_target(target).provider(PyRuntimeInfo, factory = py_runtime_info_subject).interpreter_version_info()
    version_info.major().equals(3)
    version_info.minor().equals(6)
    version_info.micro().equals(10)
    version_info.releaselevel().equals("alpha")
    version_info.serial().equals(1)

_tests.append(_test_interpreter_version_info_parses_values_to_struct)

def _test_version_info_from_flag(name):
    py_runtime(
        name = name + "_subject",
        interpreter_version_info = None,
        interpreter_path = "/bogus",
    )
    analysis_test(
        name = name,
        target = name + "_subject",
        impl = _test_version_info_from_flag_impl,
        config_settings = {
            labels.PYTHON_VERSION: "3.12",
        },
    )

def _test_version_info_from_flag_impl(env, target):
    version_info = env.expect.that_target(target).provider(PyRuntimeInfo, factory = py_runtime_info_subject).interpreter_version_info()
    version_info.major().equals(3)
    version_info.minor().equals(12)
    version_info.micro().equals(None)
    version_info.releaselevel().equals(None)
    version_info.serial().equals(None)

_tests.append(_test_version_info_from_flag)

def py_runtime_test_suite(name):
    test_suite(
        name = name,
        basic_tests = _basic_tests,
        tests = _tests,
    )
