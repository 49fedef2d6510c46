//! Implementation of [`textDocument/completion`](https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/#textDocument_completion)

const std = @import("std");
const Ast = std.zig.Ast;
const log = std.log.scoped(.completions);

const Server = @import("../Server.zig");
const DocumentStore = @import("../DocumentStore.zig");
const types = @import("lsp").types;
const Analyser = @import("../analysis.zig");
const ast = @import("../ast.zig");
const offsets = @import("../offsets.zig");
const tracy = @import("tracy");
const Uri = @import("../Uri.zig");
const DocumentScope = @import("../DocumentScope.zig");
const analyser_completions = @import("../analyser/completions.zig");

const version_data = @import("version_data");
const snippets = @import("../snippets.zig");

const Builder = struct {
    server: *Server,
    analyser: *Analyser,
    arena: std.mem.Allocator,
    orig_handle: *DocumentStore.Handle,
    source_index: usize,
    completions: Completions,
    cached_prepare_function_completion_result: ?PrepareFunctionCompletionResult = null,
    use_snippets: bool,
};

pub const Completions = struct {
    map: std.array_hash_map.String(types.completion.Item),

    pub const empty: Completions = .{ .map = .empty };

    pub fn items(completions: Completions) []types.completion.Item {
        return completions.map.values();
    }

    pub fn ensureUnusedCapacity(
        completions: *Completions,
        allocator: std.mem.Allocator,
        additional_count: usize,
    ) !void {
        try completions.map.ensureUnusedCapacity(allocator, additional_count);
    }

    pub fn append(
        completions: *Completions,
        allocator: std.mem.Allocator,
        item: types.completion.Item,
    ) !void {
        try completions.ensureUnusedCapacity(allocator, 1);
        completions.appendAssumeCapacity(item);
    }

    pub fn appendSlice(
        completions: *Completions,
        allocator: std.mem.Allocator,
        slice: []const types.completion.Item,
    ) !void {
        try completions.ensureUnusedCapacity(allocator, slice.len);
        for (slice) |item|
            completions.appendAssumeCapacity(item);
    }

    pub fn appendAssumeCapacity(
        completions: *Completions,
        item: types.completion.Item,
    ) void {
        const gop = completions.map.getOrPutAssumeCapacity(item.label);
        const ptr = gop.value_ptr;

        if (!gop.found_existing) {
            ptr.* = item;
            return;
        }

        const keep_detail = eqlSlices(u8, ptr.detail, item.detail);
        const keep_label_details =
            if (item.labelDetails) |item_details|
                if (ptr.labelDetails) |ptr_details|
                    eqlSlices(u8, ptr_details.detail, item_details.detail) and
                        eqlSlices(u8, ptr_details.description, item_details.description)
                else
                    false
            else
                false;

        ptr.deprecated = ptr.deprecated orelse item.deprecated;
        ptr.tags = ptr.tags orelse item.tags;
        if (!keep_detail) ptr.detail = null;
        if (!keep_label_details) ptr.labelDetails = null;
    }

    fn eqlSlices(comptime T: type, a: ?[]const T, b: ?[]const T) bool {
        return (a == null and b == null) or
            (a != null and b != null and std.mem.eql(T, a.?, b.?));
    }
};

fn typeToCompletion(builder: *Builder, ty: Analyser.Type) Analyser.Error!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    try builder.completions.ensureUnusedCapacity(builder.arena, 2);

    switch (ty.data) {
        .pointer => |info| switch (info.size) {
            .one, .c => {
                if (ty.is_type_val) return;

                builder.completions.appendAssumeCapacity(.{
                    .label = "*",
                    .kind = .Operator,
                    .detail = try info.elem_ty.stringifyTypeVal(builder.analyser, .{ .truncate_container_decls = false }),
                });

                if (info.size == .c) {
                    builder.completions.appendAssumeCapacity(.{
                        .label = "?",
                        .kind = .Operator,
                        .detail = try ty.stringifyTypeOf(builder.analyser, .{ .truncate_container_decls = false }),
                    });
                    return;
                }

                if (try builder.analyser.resolveDerefType(ty)) |child_ty| {
                    try typeToCompletion(builder, child_ty);
                }
            },
            .slice => {
                if (ty.is_type_val) return;

                builder.completions.appendAssumeCapacity(.{
                    .label = "len",
                    .detail = "usize",
                    .kind = .Field,
                });

                var many_ptr_ty = ty;
                many_ptr_ty.is_type_val = true;
                many_ptr_ty.data.pointer.size = .many;
                builder.completions.appendAssumeCapacity(.{
                    .label = "ptr",
                    .kind = .Field,
                    .detail = try many_ptr_ty.stringifyTypeVal(builder.analyser, .{ .truncate_container_decls = false }),
                });
            },
            .many => {},
        },
        .array => |info| {
            if (ty.is_type_val) return;
            builder.completions.appendAssumeCapacity(.{
                .label = "len",
                .detail = if (info.elem_count) |count|
                    try std.fmt.allocPrint(builder.arena, "usize = {}", .{count})
                else
                    "usize",
                .kind = .Field,
            });
        },
        .tuple => |elem_ty_slice| {
            if (ty.is_type_val) return;
            try builder.completions.ensureUnusedCapacity(builder.arena, elem_ty_slice.len);
            for (elem_ty_slice, 0..) |elem_ty, i| {
                builder.completions.appendAssumeCapacity(.{
                    .label = try std.fmt.allocPrint(builder.arena, "@\"{}\"", .{i}),
                    .kind = .Field,
                    .detail = try elem_ty.stringifyTypeVal(builder.analyser, .{ .truncate_container_decls = false }),
                });
            }
        },
        .optional => |child_ty| {
            if (ty.is_type_val) return;
            builder.completions.appendAssumeCapacity(.{
                .label = "?",
                .kind = .Operator,
                .detail = try child_ty.stringifyTypeVal(builder.analyser, .{ .truncate_container_decls = false }),
            });
        },
        .container => {
            var decls: std.ArrayList(Analyser.DeclWithHandle) = .empty;
            try builder.analyser.collectDeclarationsOfContainer(ty, builder.orig_handle, !ty.is_type_val, &decls);

            for (decls.items) |decl_with_handle| {
                try declToCompletion(builder, decl_with_handle);
            }
        },
        .ip_index => |payload| try analyser_completions.dotCompletions(
            builder.arena,
            &builder.completions,
            builder.analyser.ip,
            payload.index orelse try builder.analyser.ip.getUnknown(payload.type),
        ),
        .either => |either_entries| {
            for (either_entries) |entry| {
                const entry_ty: Analyser.Type = .{ .data = entry.type_data, .is_type_val = ty.is_type_val };
                try typeToCompletion(builder, entry_ty);
            }
        },
        .anytype_parameter => |info| {
            if (info.type_from_callsite_references) |t| {
                try typeToCompletion(builder, t.*);
            }
        },
        .function,
        .error_union,
        .union_tag,
        .compile_error,
        .type_parameter,
        => {},
    }
}

fn declToCompletion(builder: *Builder, decl_handle: Analyser.DeclWithHandle) Analyser.Error!void {
    const name = decl_handle.handle.tree.tokenSlice(decl_handle.nameToken());

    var doc_comments_buffer: [2][]const u8 = undefined;
    var doc_comments: std.ArrayList([]const u8) = .initBuffer(&doc_comments_buffer);
    if (try decl_handle.docComments(builder.arena)) |docs| {
        doc_comments.appendAssumeCapacity(docs);
    }

    const maybe_resolved_ty = try decl_handle.resolveType(builder.analyser);

    if (maybe_resolved_ty) |resolve_ty| {
        if (try resolve_ty.docComments(builder.arena)) |docs| {
            doc_comments.appendAssumeCapacity(docs);
        }
    }

    const documentation_string = try std.mem.join(builder.arena, "\n\n", doc_comments.items);
    const documentation: ?types.Documentation = if (documentation_string.len > 0) .{
        .markup_content = .{
            .kind = if (builder.server.client_capabilities.completion_doc_supports_md) .markdown else .plaintext,
            .value = documentation_string,
        },
    } else null;

    try builder.completions.ensureUnusedCapacity(builder.arena, 1);

    const compile_error_message = blk: {
        if (!builder.server.client_capabilities.supports_completion_deprecated_old and
            !builder.server.client_capabilities.supports_completion_deprecated_tag) break :blk null;

        const resolved_ty = maybe_resolved_ty orelse break :blk null;
        if (resolved_ty.data != .compile_error) break :blk null;

        const node_with_handle = resolved_ty.data.compile_error;
        const tree = &node_with_handle.handle.tree;

        var buffer: [2]Ast.Node.Index = undefined;
        const params = tree.builtinCallParams(&buffer, node_with_handle.node) orelse break :blk null;
        if (params.len != 1) break :blk null;

        if (tree.nodeTag(params[0]) == .string_literal) {
            const literal = tree.tokenSlice(tree.nodeMainToken(params[0]));
            break :blk literal[1 .. literal.len - 1];
        }
        break :blk "";
    };

    switch (decl_handle.decl) {
        .ast_node,
        .function_parameter,
        .optional_payload,
        .error_union_payload,
        .error_union_error,
        .for_loop_payload,
        .assign_destructure,
        .switch_payload,
        .switch_inline_tag_payload,
        => {
            var kind: types.completion.Item.Kind = blk: {
                const parent_is_type_val = if (decl_handle.container_type) |container_ty| container_ty.is_type_val else null;
                if (decl_handle.decl == .ast_node)
                    switch (decl_handle.handle.tree.nodeTag(decl_handle.decl.ast_node)) {
                        .container_field_init,
                        .container_field_align,
                        .container_field,
                        => {
                            if (!(parent_is_type_val orelse true)) break :blk .Field;
                        },
                        else => {},
                    };
                break :blk if (decl_handle.isConst()) .Constant else .Variable;
            };

            var is_deprecated: bool = false;
            if (maybe_resolved_ty) |ty| {
                if (try builder.analyser.resolveFuncProtoOfCallable(ty)) |func_ty| blk: {
                    var item = try functionTypeCompletion(builder, name, decl_handle.container_type, func_ty) orelse break :blk;
                    item.documentation = documentation;
                    builder.completions.appendAssumeCapacity(item);
                    return;
                } else if (ty.isEnumType()) {
                    if (ty.is_type_val) {
                        kind = .Enum;
                    } else {
                        kind = .EnumMember;
                    }
                } else if (ty.is_type_val and ty.isStructType(builder.analyser) or ty.isUnionType()) {
                    kind = .Struct;
                } else if (decl_handle.decl == .function_parameter and ty.isMetaType()) {
                    kind = .TypeParameter;
                } else if (ty.isEnumLiteral()) {
                    kind = .EnumMember;
                } else if (ty.data == .compile_error) {
                    is_deprecated = true;
                }
            }

            const detail = if (maybe_resolved_ty) |ty| blk: {
                if (ty.ipIndex()) |index| {
                    if (ty.is_type_val and !builder.analyser.ip.isUnknown(index)) {
                        break :blk try ty.stringifyTypeVal(builder.analyser, .{ .truncate_container_decls = false });
                    }
                }
                break :blk try ty.stringifyTypeOf(builder.analyser, .{ .truncate_container_decls = false });
            } else null;

            const label_details: ?types.completion.Item.LabelDetails = blk: {
                if (!builder.server.client_capabilities.label_details_support) break :blk null;

                break :blk .{ .description = detail };
            };

            builder.completions.appendAssumeCapacity(.{
                .label = name,
                .kind = kind,
                .documentation = if (compile_error_message) |message| .{
                    .markup_content = .{
                        .kind = if (builder.server.client_capabilities.completion_doc_supports_md) .markdown else .plaintext,
                        .value = message,
                    },
                } else documentation,
                .detail = detail,
                .labelDetails = label_details,
                .deprecated = if (compile_error_message != null and builder.server.client_capabilities.supports_completion_deprecated_old) true else null,
                .tags = if (compile_error_message != null and builder.server.client_capabilities.supports_completion_deprecated_tag) &.{.Deprecated} else null,
            });
        },
        .label => {
            builder.completions.appendAssumeCapacity(.{
                .label = name,
                .kind = .Text,
            });
        },
        .error_token => {
            builder.completions.appendAssumeCapacity(.{
                .label = name,
                .kind = .Constant,
                .documentation = documentation,
                .detail = try std.fmt.allocPrint(builder.arena, "error.{s}", .{name}),
            });
        },
    }
}

fn functionTypeCompletion(
    builder: *Builder,
    func_name: []const u8,
    parent_container_ty: ?Analyser.Type,
    func_ty: Analyser.Type,
) error{OutOfMemory}!?types.completion.Item {
    std.debug.assert(func_ty.isFunc());

    const info = func_ty.data.function;

    const config = &builder.server.config_manager.config;

    const has_self_param = if (parent_container_ty) |container_ty| blk: {
        if (container_ty.is_type_val) break :blk false;
        if (container_ty.isNamespace()) break :blk false;
        break :blk builder.analyser.firstParamIs(func_ty, try container_ty.typeOf(builder.analyser));
    } else false;

    const insert_range, const replace_range, const new_text_format = prepareFunctionCompletion(builder);

    const new_text = switch (new_text_format) {
        .only_name => func_name,
        .snippet => snippet: {
            std.debug.assert(builder.use_snippets);

            if (config.enable_argument_placeholders) {
                break :snippet try builder.analyser.stringifyFunction(.{
                    .info = info,
                    .include_fn_keyword = false,
                    .include_name = true,
                    .override_name = func_name,
                    .skip_first_param = has_self_param,
                    .parameters = .{ .show = .{
                        .include_modifiers = true,
                        .include_names = true,
                        .include_types = true,
                    } },
                    .include_return_type = false,
                    .snippet_placeholders = true,
                });
            }

            if (info.parameters.len -| @intFromBool(has_self_param) == 0) {
                break :snippet try std.fmt.allocPrint(builder.arena, "{f}()", .{Analyser.fmtEscapedSnippet(func_name)});
            } else {
                break :snippet try std.fmt.allocPrint(builder.arena, "{f}(${{1:}})", .{Analyser.fmtEscapedSnippet(func_name)});
            }
        },
    };
    const insert_text_format: types.InsertTextFormat = switch (new_text_format) {
        .only_name => .PlainText,
        .snippet => .Snippet,
    };

    const kind: types.completion.Item.Kind = if (func_ty.isTypeFunc())
        .Struct
    else if (has_self_param)
        .Method
    else
        .Function;

    const label_details: ?types.completion.Item.LabelDetails = blk: {
        if (!builder.server.client_capabilities.label_details_support) break :blk null;

        const detail = try builder.analyser.stringifyFunction(.{
            .info = info,
            .include_fn_keyword = false,
            .include_name = false,
            .skip_first_param = has_self_param,
            .parameters = if (config.completion_label_details)
                .{ .show = .{
                    .include_modifiers = true,
                    .include_names = true,
                    .include_types = true,
                } }
            else
                .collapse,
            .include_return_type = false,
            .snippet_placeholders = false,
        });

        const description = try info.return_value.stringifyTypeOf(
            builder.analyser,
            .{ .truncate_container_decls = true },
        );

        break :blk .{
            .detail = detail,
            .description = description,
        };
    };

    const details = try builder.analyser.stringifyFunction(.{
        .info = info,
        .include_fn_keyword = true,
        .include_name = false,
        .parameters = .{ .show = .{
            .include_modifiers = true,
            .include_names = true,
            .include_types = true,
        } },
        .include_return_type = true,
        .snippet_placeholders = false,
    });

    return .{
        .label = func_name,
        .labelDetails = label_details,
        .kind = kind,
        .detail = details,
        .insertTextFormat = insert_text_format,
        .textEdit = createTextEdit(builder, .{ .newText = new_text, .insert = insert_range, .replace = replace_range }),
    };
}

fn labelDeclToCompletion(builder: *Builder, decl_handle: Analyser.DeclWithHandle) error{OutOfMemory}!void {
    std.debug.assert(decl_handle.decl == .label);

    try builder.completions.append(builder.arena, .{
        .label = decl_handle.handle.tree.tokenSlice(decl_handle.nameToken()),
        .kind = .Text,
    });
}

fn completeLabel(builder: *Builder) error{OutOfMemory}!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    try Analyser.iterateLabels(builder.orig_handle, builder.source_index, labelDeclToCompletion, builder);
}

fn populateSnippedCompletions(builder: *Builder, kind: enum { generic, top_level }) error{OutOfMemory}!void {
    const items: []const snippets.Item = if (builder.use_snippets) switch (kind) {
        .generic => snippets.generic,
        .top_level => snippets.top_level,
    } else &.{};

    try builder.completions.ensureUnusedCapacity(builder.arena, items.len + std.zig.Token.keywords.keys().len + std.zig.primitives.names.keys().len);

    for (items) |item| {
        std.debug.assert(builder.use_snippets);
        builder.completions.appendAssumeCapacity(.{
            .label = item.label,
            .kind = .Snippet,
            .detail = item.snippet,
            .insertText = item.snippet,
            .insertTextFormat = .Snippet,
        });
    }

    for (std.zig.Token.keywords.keys(), std.zig.Token.keywords.values()) |name, tag| {
        const keyword_snippet = if (builder.use_snippets) snippets.keywords.get(tag) else null;
        builder.completions.appendAssumeCapacity(.{
            .label = name,
            .kind = .Keyword,
            .detail = keyword_snippet,
            .insertText = keyword_snippet,
            .insertTextFormat = if (keyword_snippet != null) .Snippet else null,
        });
    }

    for (std.zig.primitives.names.keys()) |name| {
        builder.completions.appendAssumeCapacity(.{
            .label = name,
            .kind = .Keyword,
        });
    }
}

fn createTextEdit(builder: *Builder, edit: types.completion.Item.InsertReplaceEdit) types.completion.Item.TextEdit {
    std.debug.assert(edit.insert.start.line == edit.insert.end.line); // text edit range must be a single line
    std.debug.assert(edit.replace.start.line == edit.replace.end.line); // text edit range must be a single line
    std.debug.assert(offsets.orderPosition(edit.insert.start, edit.replace.start) == .eq); // insert and replace text edits must start at the same position
    std.debug.assert(edit.insert.end.character <= edit.replace.end.character); // insert text edit must be a prefix of the replace text edit
    if (builder.server.client_capabilities.supports_completion_insert_replace_support) {
        return .{ .insert_replace_edit = edit };
    } else {
        return .{ .text_edit = .{ .newText = edit.newText, .range = edit.insert } };
    }
}

fn prepareCompletionLoc(tree: *const Ast, source_index: usize) offsets.Loc {
    const fallback_loc: offsets.Loc = .{ .start = source_index, .end = source_index };
    const token = switch (offsets.sourceIndexToTokenIndex(tree, source_index)) {
        .none => return fallback_loc,
        .one => |token| token,
        .between => |data| switch (tree.tokenTag(data.left)) {
            .identifier, .builtin, .invalid => data.left,
            else => |tag| if (ast.isKeyword(tag)) data.left else data.right,
        },
    };
    switch (tree.tokenTag(token)) {
        .identifier, .builtin => |tag| {
            if (tag == .builtin and tree.tokenStart(token) == source_index) return fallback_loc;
            const token_loc = offsets.tokenToLoc(tree, token);
            std.debug.assert(token_loc.start <= source_index and source_index <= token_loc.end);
            return offsets.identifierIndexToLoc(tree.source, token_loc.start, if (tag == .builtin) .name else .full);
        },
        else => |token_tag| {
            if (token_tag != .invalid and !ast.isKeyword(token_tag))
                return fallback_loc;

            const start: usize, var end: usize = start: {
                const token_start = tree.tokenStart(token);
                if (std.mem.startsWith(u8, tree.source[token_start..], "@\"")) {
                    break :start .{ token_start, token_start + 2 };
                } else if (std.mem.startsWith(u8, tree.source[token_start..], "@") or std.mem.startsWith(u8, tree.source[token_start..], ".")) {
                    const start = @min(token_start + 1, source_index);
                    break :start .{ start, start };
                } else {
                    break :start .{ token_start, token_start };
                }
            };
            end = @max(end, source_index);

            while (end < tree.source.len and offsets.isSymbolChar(tree.source[end])) {
                end += 1;
            }

            return .{ .start = start, .end = end };
        },
    }
}

const FunctionCompletionFormat = enum { snippet, only_name };
const PrepareFunctionCompletionResult = struct { types.Range, types.Range, FunctionCompletionFormat };

fn prepareFunctionCompletion(builder: *Builder) PrepareFunctionCompletionResult {
    if (builder.cached_prepare_function_completion_result) |result| return result;

    const tree = &builder.orig_handle.tree;
    const source = tree.source;
    const source_index = builder.source_index;

    const identifier_loc = prepareCompletionLoc(tree, source_index);
    var insert_loc: offsets.Loc = .{ .start = identifier_loc.start, .end = source_index };
    var replace_loc: offsets.Loc = .{ .start = identifier_loc.start, .end = identifier_loc.end };

    var format: FunctionCompletionFormat = .only_name;

    const insert_can_be_snippet = builder.use_snippets and std.mem.startsWith(u8, source[insert_loc.end..], "()");
    const replace_can_be_snippet = builder.use_snippets and std.mem.startsWith(u8, source[replace_loc.end..], "()");

    if (insert_can_be_snippet and replace_can_be_snippet) {
        insert_loc.end += 2;
        replace_loc.end += 2;
        format = .snippet;
    } else if (insert_can_be_snippet or replace_can_be_snippet) {
        // snippet completions would be possible but insert and replace would need different `newText`
    } else if (builder.use_snippets and !std.mem.startsWith(u8, source[identifier_loc.end..], "(")) {
        format = .snippet;
    }

    const insert_range = offsets.locToRange(source, insert_loc, builder.server.offset_encoding);
    const replace_range = offsets.locToRange(source, replace_loc, builder.server.offset_encoding);

    builder.cached_prepare_function_completion_result = .{ insert_range, replace_range, format };
    return builder.cached_prepare_function_completion_result.?;
}

fn completeBuiltin(builder: *Builder) error{OutOfMemory}!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    const config = &builder.server.config_manager.config;
    const use_placeholders = builder.use_snippets and config.enable_argument_placeholders;

    const insert_range, const replace_range, const new_text_format = prepareFunctionCompletion(builder);

    try builder.completions.ensureUnusedCapacity(builder.arena, version_data.builtins.kvs.len);
    for (version_data.builtins.keys(), version_data.builtins.values()) |name, builtin| {
        const new_text = switch (new_text_format) {
            .only_name => name,
            .snippet => snippet: {
                std.debug.assert(builder.use_snippets);
                // The generated snippet is not being escaped here because we can
                // assume that the builtin name has no characters that need to be escaped.
                if (builtin.parameters.len == 0) break :snippet try std.fmt.allocPrint(builder.arena, "{s}()", .{name});
                if (use_placeholders) {
                    var snippet: std.ArrayList(u8) = .empty;
                    try snippet.print(builder.arena, "{s}(", .{name});
                    for (builtin.parameters, 1..) |param, i| {
                        if (i != 1) try snippet.appendSlice(builder.arena, ", ");
                        try snippet.print(builder.arena, "${{{d}:{f}}}", .{ i, Analyser.fmtEscapedSnippet(param.signature) });
                    }
                    try snippet.append(builder.arena, ')');
                    break :snippet snippet.items;
                }
                break :snippet try std.fmt.allocPrint(builder.arena, "{s}(${{1:}})", .{name});
            },
        };
        const insert_text_format: types.InsertTextFormat = switch (new_text_format) {
            .only_name => .PlainText,
            .snippet => .Snippet,
        };
        const detail = try Analyser.renderBuiltinFunctionSignature(
            builder.arena,
            name,
            builtin,
            builtin.parameters.len > 3,
        );

        builder.completions.appendAssumeCapacity(.{
            .label = name,
            .kind = .Function,
            .filterText = name[1..],
            .detail = detail,
            .insertTextFormat = insert_text_format,
            .textEdit = createTextEdit(builder, .{ .newText = new_text[1..], .insert = insert_range, .replace = replace_range }),
            .documentation = .{
                .markup_content = .{
                    .kind = if (builder.server.client_capabilities.completion_doc_supports_md) .markdown else .plaintext,
                    .value = builtin.documentation,
                },
            },
        });
    }
}

fn completeGlobal(builder: *Builder) Analyser.Error!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    var decls: std.ArrayList(Analyser.DeclWithHandle) = .empty;
    try builder.analyser.collectAllSymbolsAtSourceIndex(builder.orig_handle, builder.source_index, &decls);
    for (decls.items) |decl_with_handle| {
        try declToCompletion(builder, decl_with_handle);
    }
    try populateSnippedCompletions(builder, .generic);
}

fn completeFieldAccess(builder: *Builder, loc: offsets.Loc) Analyser.Error!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    const ty = try builder.analyser.getFieldAccessType(builder.orig_handle, builder.source_index, loc) orelse return;
    try typeToCompletion(builder, ty);
}

fn kindToSortScore(kind: types.completion.Item.Kind) u4 {
    return switch (kind) {
        .Operator => 1,
        .Field, .EnumMember => 2,
        // Field with default value => 3
        .Method => 4,
        .Function => 5,
        .Text, // used for labels
        .Constant,
        .Variable,
        .Struct,
        .Enum,
        .TypeParameter,
        => 6,
        .Snippet => 7,
        .Keyword => 8,

        // Used for `@import` completions. Must be set in `completeFileSystemStringLiteral`.
        .Module => unreachable,
        .Folder => unreachable,
        .File => unreachable,

        else => unreachable,
    };
}

fn itemSortScore(item: types.completion.Item) u4 {
    // Completion items have two ways to mark deprecation; we need to check both.
    const deprecated: bool = item.deprecated orelse if (item.tags) |tags|
        std.mem.findScalar(types.completion.Item.Tag, tags, .Deprecated) != null
    else
        false;

    if (deprecated) {
        return 9;
    } else {
        return kindToSortScore(item.kind.?);
    }
}

fn generateSortText(allocator: std.mem.Allocator, score: u4, label: []const u8) ![]const u8 {
    return try std.fmt.allocPrint(allocator, "{}_{s}", .{ score, label });
}

fn collectUsedMembersSet(builder: *Builder, likely: EnumLiteralContext.Likely, dot_token_index: Ast.TokenIndex) error{OutOfMemory}!std.BufSet {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    switch (likely) {
        .struct_field, .switch_case => {},
        else => return .init(builder.arena),
    }
    const tree = &builder.orig_handle.tree;

    var used_members_set: std.BufSet = .init(builder.arena);

    var depth: usize = 0;
    var i: Ast.TokenIndex = @max(dot_token_index, 2);
    while (i > 0) : (i -= 1) {
        switch (tree.tokenTag(i)) {
            .r_brace => {
                depth += 1;
            },
            .l_brace => {
                if (depth == 0) break;
                depth -= 1;
            },
            .equal, .equal_angle_bracket_right, .comma => {
                if (depth > 0) continue;
                if (tree.tokenTag(i - 1) == .identifier and tree.tokenTag(i - 2) == .period) {
                    try used_members_set.insert(tree.tokenSlice(i - 1));
                    i -= 1;
                }
            },
            else => {},
        }
    }
    depth = 0;
    i = @max(dot_token_index, 2);
    while (i < tree.tokens.len) : (i += 1) {
        switch (tree.tokenTag(i)) {
            .l_brace => {
                depth += 1;
            },
            .r_brace => {
                if (depth == 0) break;
                depth -= 1;
            },
            .equal, .equal_angle_bracket_right, .comma => {
                if (depth > 0) continue;
                if (tree.tokenTag(i - 1) == .identifier and tree.tokenTag(i - 2) == .period) {
                    try used_members_set.insert(tree.tokenSlice(i - 1));
                }
            },
            else => {},
        }
    }

    return used_members_set;
}

fn completeDot(builder: *Builder, loc: offsets.Loc) Analyser.Error!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    const tree = &builder.orig_handle.tree;

    const dot_token_index = offsets.sourceIndexToTokenIndex(tree, loc.start).pickPreferred(&.{.period}, tree) orelse return;
    if (dot_token_index < 2) return;

    const nodes = try ast.nodesOverlappingIndexIncludingParseErrors(builder.arena, tree, loc.start);
    const dot_context = getEnumLiteralContext(tree, dot_token_index, nodes) orelse return;
    const used_members_set = try collectUsedMembersSet(builder, dot_context.likely, dot_token_index);
    const containers = try collectContainerNodes(builder, builder.orig_handle, dot_context);
    for (containers) |container| {
        try collectContainerFields(builder, dot_context.likely, container, used_members_set);
    }
}

fn completeError(builder: *Builder, loc: offsets.Loc) Analyser.Error!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    const tree = &builder.orig_handle.tree;

    const err_token_index = offsets.sourceIndexToTokenIndex(tree, loc.start).pickPreferred(&.{.period}, tree) orelse return;
    if (err_token_index < 2) return;
    const dot_token_index = err_token_index + 1;

    const nodes = try ast.nodesOverlappingIndexIncludingParseErrors(builder.arena, tree, loc.start);
    const dot_context = getSwitchOrStructInitContext(tree, dot_token_index, nodes) orelse return;
    const used_members_set = try collectUsedMembersSet(builder, dot_context.likely, dot_token_index);
    const containers = try collectContainerNodes(builder, builder.orig_handle, dot_context);
    for (containers) |container| {
        try collectErrorSetNames(builder, container, used_members_set);
    }
}

fn collectErrorSetNames(
    builder: *Builder,
    container: Analyser.Type,
    omit_members: std.BufSet,
) Analyser.Error!void {
    const ip = builder.analyser.ip;
    const key = switch (container.data) {
        .ip_index => |info| ip.indexToKey(info.type),
        else => return,
    };
    if (key != .error_set_type) return;
    const names = key.error_set_type.names;
    for (0..names.len) |idx| {
        const str = names.at(@intCast(idx), ip);
        const name = try std.fmt.allocPrint(builder.arena, "{f}", .{str.fmt(ip.io, &ip.string_pool)});
        if (omit_members.contains(name)) continue;
        try builder.completions.append(builder.arena, .{
            .label = try std.fmt.allocPrint(builder.arena, "error.{s}", .{name}),
            .filterText = name,
            .insertText = name,
            .kind = .Constant,
        });
    }
}

/// Asserts that `pos_context` is one of the following:
///  - `.import_string_literal`
///  - `.embedfile_string_literal`
///  - `.string_literal`
fn completeFileSystemStringLiteral(builder: *Builder, pos_context: Analyser.PositionContext) Analyser.Error!void {
    const io = builder.server.io;

    const store = &builder.server.document_store;
    const source = builder.orig_handle.tree.source;

    if (pos_context == .string_literal and !DocumentStore.isBuildFile(builder.orig_handle.uri)) return;

    const string_content_loc = pos_context.stringLiteralContentLoc(source);

    if (builder.source_index < string_content_loc.start or string_content_loc.end < builder.source_index) return;

    const previous_separator_index: ?usize = blk: {
        var index: usize = builder.source_index;
        break :blk while (index > string_content_loc.start) : (index -= 1) {
            if (std.Io.Dir.path.isSep(source[index - 1])) break index - 1;
        } else null;
    };

    const next_separator_index: ?usize = for (builder.source_index..string_content_loc.end) |index| {
        if (std.Io.Dir.path.isSep(source[index])) break index;
    } else null;

    const completing = offsets.locToSlice(source, .{ .start = string_content_loc.start, .end = previous_separator_index orelse string_content_loc.start });

    const after_separator_index = if (previous_separator_index) |index| index + 1 else string_content_loc.start;
    const insert_loc: offsets.Loc = .{ .start = after_separator_index, .end = builder.source_index };
    const replace_loc: offsets.Loc = .{ .start = after_separator_index, .end = next_separator_index orelse string_content_loc.end };

    const insert_range = offsets.locToRange(source, insert_loc, builder.server.offset_encoding);
    const replace_range = offsets.locToRange(source, replace_loc, builder.server.offset_encoding);

    if (pos_context == .import_string_literal) {
        try builder.completions.ensureUnusedCapacity(builder.arena, 2);
        if (store.config.zig_lib_dir) |zig_lib_dir| {
            builder.completions.appendAssumeCapacity(.{
                .label = "std",
                .kind = .Module,
                .detail = zig_lib_dir.path,
                .sortText = "1",
            });
        }
        if (store.config.builtin_path) |builtin_path| {
            builder.completions.appendAssumeCapacity(.{
                .label = "builtin",
                .kind = .Module,
                .detail = builtin_path,
                .sortText = "2",
            });
        }

        if (!DocumentStore.supports_build_system) {
            // no build system modules
        } else if (DocumentStore.isBuildFile(builder.orig_handle.uri)) blk: {
            const build_file = store.getBuildFile(builder.orig_handle.uri) orelse break :blk;
            const build_config = build_file.tryLockConfig(store.io) orelse break :blk;
            defer build_file.unlockConfig(store.io);

            try builder.completions.ensureUnusedCapacity(builder.arena, build_config.dependencies.map.count());
            for (build_config.dependencies.map.keys(), build_config.dependencies.map.values()) |name, path| {
                try builder.completions.append(builder.arena, .{
                    .label = name,
                    .kind = .Module,
                    .detail = path,
                    .sortText = try generateSortText(builder.arena, 4, name),
                });
            }
        } else switch (try builder.orig_handle.getAssociatedBuildFile(store)) {
            .none, .unresolved => {},
            .resolved => |resolved| blk: {
                const build_config = resolved.build_file.tryLockConfig(store.io) orelse break :blk;
                defer resolved.build_file.unlockConfig(store.io);

                const module = build_config.modules.map.get(resolved.root_source_file) orelse break :blk;

                try builder.completions.ensureUnusedCapacity(builder.arena, 1 + module.import_table.map.count());

                builder.completions.appendAssumeCapacity(.{
                    .label = "root",
                    .kind = .Module,
                    .detail = try builder.arena.dupe(u8, resolved.root_source_file),
                    .sortText = "3",
                });

                for (module.import_table.map.keys(), module.import_table.map.values()) |name, root_source_file| {
                    builder.completions.appendAssumeCapacity(.{
                        .label = try builder.arena.dupe(u8, name),
                        .kind = .Module,
                        .detail = try builder.arena.dupe(u8, root_source_file),
                        .sortText = try generateSortText(builder.arena, 4, name),
                    });
                }
            },
        }

        const string_content_range = offsets.locToRange(source, .{ .start = insert_loc.start, .end = string_content_loc.end }, builder.server.offset_encoding);

        // completions on module replace the entire string literal
        for (builder.completions.items()) |*item| {
            if (item.kind == .Module and item.textEdit == null) {
                item.textEdit = createTextEdit(builder, .{ .newText = item.label, .insert = insert_range, .replace = string_content_range });
            }
        }
    }

    var search_paths: std.ArrayList([]const u8) = .empty;
    if (std.Io.Dir.path.isAbsolute(completing) and pos_context != .import_string_literal) {
        try search_paths.append(builder.arena, completing);
    } else blk: {
        const document_path = builder.orig_handle.uri.toFsPath(builder.arena) catch |err| switch (err) {
            error.OutOfMemory => return error.OutOfMemory,
            error.UnsupportedScheme => break :blk,
        };
        try search_paths.append(builder.arena, std.Io.Dir.path.dirname(document_path).?);
    }

    for (search_paths.items) |path| {
        if (!std.Io.Dir.path.isAbsolute(path)) continue;
        const dir_path = if (std.Io.Dir.path.isAbsolute(completing)) path else try std.Io.Dir.path.join(builder.arena, &.{ path, completing });

        var iterable_dir = std.Io.Dir.openDirAbsolute(io, dir_path, .{ .iterate = true }) catch |err| switch (err) {
            error.Canceled => return error.Canceled,
            else => continue,
        };
        defer iterable_dir.close(io);
        var it = iterable_dir.iterateAssumeFirstIteration();

        while (it.next(io)) |opt_entry| {
            const entry = opt_entry orelse break;
            const expected_extension = switch (pos_context) {
                .import_string_literal => ".zig",
                .embedfile_string_literal => null,
                .string_literal => null,
                else => unreachable,
            };
            switch (entry.kind) {
                .file => if (expected_extension) |expected| {
                    const actual_extension = std.Io.Dir.path.extension(entry.name);
                    if (!std.mem.eql(u8, actual_extension, expected)) continue;
                },
                .directory => {},
                else => continue,
            }

            const label = try builder.arena.dupe(u8, entry.name);
            const insert_text = if (entry.kind == .directory)
                if (next_separator_index == null)
                    try std.fmt.allocPrint(builder.arena, "{s}/", .{entry.name})
                else
                    label
            else
                label;

            const score: u4 = if (entry.kind == .file) 6 else 5;

            try builder.completions.append(builder.arena, .{
                .label = label,
                .kind = if (entry.kind == .file) .File else .Folder,
                .textEdit = createTextEdit(builder, .{ .newText = insert_text, .insert = insert_range, .replace = replace_range }),
                .sortText = try generateSortText(builder.arena, score, label),
            });
        } else |err| switch (err) {
            error.Canceled => return error.Canceled,
            else => {},
        }
    }
}

pub fn completionAtIndex(
    server: *Server,
    analyser: *Analyser,
    arena: std.mem.Allocator,
    handle: *DocumentStore.Handle,
    source_index: usize,
) Analyser.Error!?types.completion.List {
    std.debug.assert(source_index <= handle.tree.source.len);

    var builder: Builder = .{
        .server = server,
        .analyser = analyser,
        .arena = arena,
        .orig_handle = handle,
        .source_index = source_index,
        .completions = .empty,
        .use_snippets = server.config_manager.config.enable_snippets and server.client_capabilities.supports_snippets,
    };
    const source = handle.tree.source;

    const line_until_index = offsets.lineSliceUntilIndex(source, source_index);

    if (line_until_index.len == 0 or std.zig.isValidId(line_until_index)) {
        try populateSnippedCompletions(&builder, .top_level);
        return .{ .isIncomplete = false, .items = builder.completions.items() };
    }

    const pos_context = try Analyser.getPositionContext(arena, &handle.tree, source_index, false);

    switch (pos_context) {
        .builtin => try completeBuiltin(&builder),
        .var_access, .empty => try completeGlobal(&builder),
        .field_access => |loc| try completeFieldAccess(&builder, loc),
        .enum_literal => |loc| try completeDot(&builder, loc),
        .error_access => |loc| try completeError(&builder, loc),
        .label_access, .label_decl => try completeLabel(&builder),
        .import_string_literal,
        .embedfile_string_literal,
        .string_literal,
        => try completeFileSystemStringLiteral(&builder, pos_context),
        .test_doctest_name => {
            builder.use_snippets = false;
            try completeGlobal(&builder);
        },
        else => return null,
    }

    const completions = builder.completions.items();
    if (completions.len == 0) return null;

    const identifier_loc = prepareCompletionLoc(&handle.tree, source_index);
    const insert_range = offsets.locToRange(source, .{ .start = identifier_loc.start, .end = source_index }, server.offset_encoding);
    const replace_range = offsets.locToRange(source, .{ .start = identifier_loc.start, .end = identifier_loc.end }, server.offset_encoding);

    for (completions) |*item| {
        if (item.textEdit == null) {
            item.textEdit = createTextEdit(&builder, .{ .newText = item.insertText orelse item.label, .insert = insert_range, .replace = replace_range });
        }
        item.insertText = null;
        // https://github.com/microsoft/language-server-protocol/issues/898#issuecomment-593968008
        item.filterText = item.filterText orelse item.label;

        if (item.detail) |det| {
            if (det.len > server.client_capabilities.max_detail_length) {
                item.detail = det[0..server.client_capabilities.max_detail_length];
            }
        }

        if (item.sortText == null) {
            const score = itemSortScore(item.*);
            item.sortText = try generateSortText(arena, score, item.label);
        }
    }

    return .{ .isIncomplete = false, .items = completions };
}

// <--------------------------------------------------------------------------->
//               completions/enum_literal.zig staging area
// <--------------------------------------------------------------------------->

const EnumLiteralContext = struct {
    const Likely = enum {
        /// `mye: Enum = .`, `abc.field = .`, `f(.{.field = .`
        enum_literal,
        /// Same as above, but`f() = .` or `identifier.f() = .` are ignored, ie lhs of `=` is a fn call
        enum_assignment,
        /// `return .`
        enum_return,
        /// `break .` or `break :blk .`
        enum_break,
        /// `continue :blk .`
        enum_continue,
        // `==`, `!=`
        enum_comparison,
        /// the enum is a fn arg, eg `f(.`
        enum_arg,
        /// `S{.`, `var s:S = .{.`, `f(.{.` or `a.f(.{.`
        struct_field,
        switch_case,
        // TODO Abort, don't list any enums
        //  - lhs of `=` is a fn call
        //  - able to resolve the type of a switch condition, but it is a struct
        //  ? Would this lead to confusion/perceived as the server not responding? Push an error diag ?
        // / Abort, don't list any enums
        // invalid,

        fn allowsDeclLiterals(likely: Likely) bool {
            return switch (likely) {
                .enum_assignment,
                .enum_return,
                .enum_break,
                .enum_continue,
                .enum_arg,
                => true,
                else => false,
            };
        }
    };
    likely: Likely,
    type_info: union(enum) {
        identifier_token_index: Ast.TokenIndex,
        expr_node_index: Ast.Node.Index,
    } = .{ .identifier_token_index = 0 },
    fn_arg_index: usize = 0,
    need_ret_type: bool = false,
};

fn getEnumLiteralContext(
    tree: *const Ast,
    dot_token_index: Ast.TokenIndex,
    nodes: []const Ast.Node.Index,
) ?EnumLiteralContext {
    // Allow using `1.` (parser workaround)
    var token_index = if (tree.tokenTag(dot_token_index - 1) == .number_literal)
        (dot_token_index - 2)
    else if (tree.tokenTag(dot_token_index - 1) == .keyword_try)
        (dot_token_index - 2)
    else
        (dot_token_index - 1);
    if (token_index == 0) return null;

    var dot_context: EnumLiteralContext = .{ .likely = .enum_literal };

    switch (tree.tokenTag(token_index)) {
        .equal => {
            token_index -= 1;
            dot_context.need_ret_type = tree.tokenTag(token_index) == .r_paren;
            dot_context.likely = .enum_assignment;
            dot_context.type_info = .{ .identifier_token_index = token_index };
        },
        .keyword_return => {
            dot_context.type_info = .{ .expr_node_index = getReturnTypeNode(tree, nodes) orelse return null };
            dot_context.likely = .enum_return;
        },
        .keyword_break => {
            const i = ast.indexOfBreakTarget(tree, nodes, null) orelse return null;
            dot_context = getEnumLiteralContext(tree, tree.firstToken(nodes[i]), nodes[i + 1 ..]) orelse return null;
            dot_context.likely = .enum_break;
        },
        .identifier => {
            if (tree.isTokenPrecededByTags(token_index, &.{ .keyword_break, .colon })) {
                const break_label = tree.tokenSlice(token_index);
                const i = ast.indexOfBreakTarget(tree, nodes, break_label) orelse return null;
                dot_context = getEnumLiteralContext(tree, tree.firstToken(nodes[i]), nodes[i + 1 ..]) orelse return null;
                dot_context.likely = .enum_break;
            } else if (tree.isTokenPrecededByTags(token_index, &.{ .keyword_continue, .colon })) {
                const continue_label = tree.tokenSlice(token_index);
                const ancestor_switch = for (nodes) |node| {
                    if (tree.fullSwitch(node)) |switch_node| {
                        const switch_label_token = switch_node.label_token orelse continue;
                        const switch_label = tree.tokenSlice(switch_label_token);
                        if (std.mem.eql(u8, continue_label, switch_label)) {
                            break switch_node;
                        }
                    }
                } else {
                    return null;
                };
                dot_context.type_info = .{ .expr_node_index = ancestor_switch.ast.condition };
                dot_context.likely = .enum_continue;
            }
        },
        .equal_equal, .bang_equal => {
            token_index -= 1;
            dot_context.likely = .enum_comparison;
            dot_context.type_info = .{ .identifier_token_index = token_index };
        },
        .l_brace, .comma, .l_paren => {
            dot_context = getSwitchOrStructInitContext(tree, dot_token_index, nodes) orelse return null;
        },
        else => return null,
    }
    return dot_context;
}

/// Looks for an identifier that can be passed to `collectContainerNodes()`
/// Returns the token index of the identifier
/// If the identifier is a `fn_name`, `fn_arg_index` is the index of the fn's param
fn getSwitchOrStructInitContext(
    tree: *const Ast,
    dot_index: Ast.TokenIndex,
    nodes: []const Ast.Node.Index,
) ?EnumLiteralContext {
    // at least 3 tokens should be present, `x{.`
    if (dot_index < 2) return null;
    // pedantic check (can be removed if the "generic exit" conditions below are made to cover more/all cases)
    if (tree.tokenTag(dot_index) != .period) return null;
    var upper_index = dot_index - 1;
    // This prevents completions popping up for `x{.field.`
    if (tree.tokenTag(upper_index) == .identifier) return null;
    // This prevents completions popping up for `x{.field = .`, ie it would suggest `field` again
    // in this case `fn completeDot` would still provide enum completions
    if (tree.tokenTag(upper_index) == .equal) return null;

    var likely: EnumLiteralContext.Likely = .struct_field;

    var fn_arg_index: usize = 0;
    var need_ret_type: bool = false;

    // The following logic is weird because we assume at least one .l_brace and/or .l_paren
    // => a couple of helpful constants:
    const even = 1; // we haven't found an opening brace or paren so the count is even
    const one_opening = 0; // an unmatched opening brace or paren makes the depth 0

    // look for .identifier followed by .l_brace, skipping matches at braces_depth 'even'+
    var braces_depth: i32 = even;
    var parens_depth: i32 = even;
    find_identifier: while (upper_index > 0) : (upper_index -= 1) {
        switch (tree.tokenTag(upper_index)) {
            .r_brace => braces_depth += 1,
            .l_brace => {
                braces_depth -= 1;
                if (braces_depth != one_opening) continue;
                upper_index -= 1;
                switch (tree.tokenTag(upper_index)) {
                    // `S{.`
                    .identifier => break :find_identifier,
                    // anon struct init `.{.`
                    .period => {
                        if (upper_index < 3) return null;
                        upper_index -= 1;
                        if (tree.tokenTag(upper_index) == .ampersand) upper_index -= 1; // `&.{.`
                        switch (tree.tokenTag(upper_index)) {
                            .keyword_break => { // `break .{.`
                                const i = ast.indexOfBreakTarget(tree, nodes, null) orelse return null;
                                upper_index = tree.firstToken(nodes[i]);
                                upper_index -= 1;
                            },
                            .identifier => {
                                if (tree.isTokenPrecededByTags(upper_index, &.{ .keyword_break, .colon })) { // `break :blk .{.`
                                    const break_label = tree.tokenSlice(upper_index);
                                    const i = ast.indexOfBreakTarget(tree, nodes, break_label) orelse return null;
                                    upper_index = tree.firstToken(nodes[i]);
                                    upper_index -= 1;
                                } else if (tree.isTokenPrecededByTags(upper_index, &.{ .keyword_continue, .colon })) { // `continue :blk .{.`
                                    const continue_label = tree.tokenSlice(upper_index);
                                    const ancestor_switch = for (nodes) |node| {
                                        if (tree.fullSwitch(node)) |switch_node| {
                                            const switch_label_token = switch_node.label_token orelse continue;
                                            const switch_label = tree.tokenSlice(switch_label_token);
                                            if (std.mem.eql(u8, continue_label, switch_label)) {
                                                break switch_node;
                                            }
                                        }
                                    } else {
                                        return null;
                                    };
                                    return .{
                                        .likely = likely,
                                        .type_info = .{ .expr_node_index = ancestor_switch.ast.condition },
                                        .fn_arg_index = fn_arg_index,
                                        .need_ret_type = need_ret_type,
                                    };
                                }
                            },
                            else => {},
                        }
                        if (tree.tokenTag(upper_index) == .equal) { // `= .{.`
                            upper_index -= 1; // eat the `=`
                            switch (tree.tokenTag(upper_index)) {
                                .identifier, // `const s: S = .{.`, `S{.name = .`
                                .period_asterisk, //  `s.* = .{.`
                                => break :find_identifier,
                                else => return null,
                            }
                        }
                        if (tree.tokenTag(upper_index) == .keyword_return) { // `return .{.`
                            return .{
                                .likely = likely,
                                .type_info = .{ .expr_node_index = getReturnTypeNode(tree, nodes) orelse return null },
                                .fn_arg_index = fn_arg_index,
                                .need_ret_type = need_ret_type,
                            };
                        }
                        // We never return from this branch/condition to the `find_identifier: while ..` loop, so reset and reuse these
                        fn_arg_index = 0;
                        braces_depth = even; // not actually looking for/expecting an uneven number of braces, just making use of the helpful const
                        parens_depth = even;
                        while (upper_index > 0) : (upper_index -= 1) {
                            switch (tree.tokenTag(upper_index)) {
                                .r_brace => braces_depth += 1,
                                .l_brace => {
                                    braces_depth -= 1;
                                    if (braces_depth == one_opening) return null;
                                },
                                .r_paren => parens_depth += 1,
                                .l_paren => {
                                    parens_depth -= 1;
                                    if (parens_depth == one_opening and switch (tree.tokenTag(upper_index - 1)) {
                                        .identifier,
                                        .builtin,
                                        => true,
                                        else => false,
                                    }) {
                                        upper_index -= 1;
                                        break :find_identifier;
                                    }
                                },
                                .comma => if (braces_depth == even and parens_depth == even) { // those only matter when outside of braces and before final '('
                                    fn_arg_index += 1;
                                },
                                .semicolon => return null, // generic exit; maybe also .keyword_(var/const)
                                else => {},
                            }
                        }
                        return null;
                    },
                    // The opening brace is preceded by a r_paren => evaluate
                    .r_paren => {
                        need_ret_type = true;
                        if (upper_index < 1) return null;
                        var token_index = upper_index - 1; // if `switch` we need the last token of the condition
                        parens_depth = even;
                        // Walk backwards counting parens until one_opening then check the preceding token's tag
                        while (token_index > 0) : (token_index -= 1) {
                            switch (tree.tokenTag(token_index)) {
                                .r_paren => parens_depth += 1,
                                .l_paren => {
                                    parens_depth -= 1;
                                    if (parens_depth == one_opening)
                                        switch (tree.tokenTag(token_index - 1)) {
                                            .keyword_switch => {
                                                likely = .switch_case;
                                                upper_index -= 1; // eat the switch's .r_paren
                                                break :find_identifier;
                                            },
                                            .identifier,
                                            // .builtin, // `@f(){.`
                                            => {
                                                upper_index = token_index - 1; // the fn name
                                                break :find_identifier;
                                            },
                                            else => return null,
                                        };
                                },
                                .semicolon => return null,
                                else => {},
                            }
                        }
                    },
                    else => return null,
                }
            },
            // We're fishing for a `f(some, other{}, .<cursor>enum)`
            .r_paren => parens_depth += 1,
            .l_paren => {
                parens_depth -= 1;
                if (parens_depth != one_opening) continue;
                if (braces_depth != even) return null;
                upper_index -= 1;
                switch (tree.tokenTag(upper_index)) {
                    // `f(.`
                    .identifier,
                    .builtin,
                    .keyword_addrspace,
                    .keyword_callconv,
                    => {
                        likely = .enum_arg;
                        break :find_identifier;
                    },
                    else => return null,
                }
            },
            .comma => if (braces_depth == even and parens_depth == even) { // those only matter when outside of braces and before final '('
                fn_arg_index += 1;
            },
            // Have we arrived at an .identifier matching the criteria?
            .identifier => switch (tree.tokenTag(upper_index + 1)) {
                .l_brace => if (braces_depth == one_opening) break :find_identifier, // `S{.`
                .l_paren => if (braces_depth == even and parens_depth == one_opening) { // `f(.`
                    likely = .enum_arg;
                    break :find_identifier;
                },
                else => {},
            },
            // Exit conditions; generic exit, maybe also .keyword_(var/const)
            .semicolon => if (braces_depth < even) return null, // the braces_depth check handles switch case blocks, ie `.a => {..;}, .`
            else => {},
        }
    }
    // Maybe we simply ran out of tokens?
    // FIXME: This creates a 'blind spot' if the first node in a file is a .container_field_init
    if (upper_index == 0) return null;

    return .{
        .likely = likely,
        .type_info = .{ .identifier_token_index = upper_index },
        .fn_arg_index = fn_arg_index,
        .need_ret_type = need_ret_type,
    };
}

fn getReturnTypeNode(tree: *const Ast, nodes: []const Ast.Node.Index) ?Ast.Node.Index {
    var func_buf: [1]Ast.Node.Index = undefined;
    for (nodes) |node| {
        const func = tree.fullFnProto(&func_buf, node) orelse continue;
        return func.ast.return_type.unwrap();
    }
    return null;
}

fn isTaggedUnionFieldWithOPV(
    builder: *Builder,
    container: Analyser.Type,
    field_type: Analyser.Type,
) bool {
    if (!container.isTaggedUnion()) return false;
    const ip_index = switch (field_type.data) {
        .ip_index => |payload| payload.type,
        else => return false,
    };
    return builder.analyser.ip.onePossibleValue(ip_index) != .none;
}

/// Given a Type that is a container, adds it's `.container_field*`s to completions
fn collectContainerFields(
    builder: *Builder,
    likely: EnumLiteralContext.Likely,
    container: Analyser.Type,
    omit_members: std.BufSet,
) Analyser.Error!void {
    const info, const type_maybe = switch (container.data) {
        .container => |info| .{ info, null },
        .union_tag => |union_ty| blk: {
            const info = union_ty.data.container;
            const ty = try container.instanceTypeVal(builder.analyser) orelse container;
            break :blk .{ info, ty };
        },
        else => return,
    };

    const scope_handle = info.scope_handle;
    const document_scope = try scope_handle.handle.getDocumentScope();
    const scope_decls = document_scope.getScopeDeclarationsConst(scope_handle.scope);

    for (scope_decls) |decl_index| {
        const decl = document_scope.declarations.get(@intFromEnum(decl_index));
        if (decl != .ast_node) continue;
        const decl_handle: Analyser.DeclWithHandle = .{ .decl = decl, .handle = scope_handle.handle, .container_type = container };
        const maybe_resolved_ty = type_maybe orelse try decl_handle.resolveType(builder.analyser);
        const tree = &scope_handle.handle.tree;

        const name = offsets.tokenToSlice(tree, decl.nameToken(tree));
        if (omit_members.contains(name)) continue;

        switch (tree.nodeTag(decl.ast_node)) {
            .container_field_init,
            .container_field_align,
            .container_field,
            => {
                const field = tree.fullContainerField(decl.ast_node).?;

                const kind: types.completion.Item.Kind = switch (container.data) {
                    .union_tag => .EnumMember,
                    else => if (field.ast.tuple_like) .EnumMember else .Field,
                };

                const insert_text, const insert_text_format: types.InsertTextFormat = insert_text: {
                    if (likely != .struct_field and likely != .enum_comparison and likely != .switch_case and kind == .Field) {
                        if (maybe_resolved_ty) |ty| {
                            if (isTaggedUnionFieldWithOPV(builder, container, ty))
                                break :insert_text .{ name, .PlainText };
                        }

                        if (!builder.use_snippets) {
                            break :insert_text .{
                                try std.fmt.allocPrint(builder.arena, "{{ .{s} = ", .{name}),
                                .PlainText,
                            };
                        }

                        break :insert_text .{
                            try std.fmt.allocPrint(builder.arena, "{{ .{f} = $1 \\}}$0", .{Analyser.fmtEscapedSnippet(name)}),
                            .Snippet,
                        };
                    }

                    if (!builder.use_snippets)
                        break :insert_text .{ name, .PlainText };

                    if (kind == .EnumMember or likely == .enum_comparison or likely == .switch_case)
                        break :insert_text .{ name, .PlainText };

                    const is_following_by_equal_token = switch (offsets.sourceIndexToTokenIndex(&builder.orig_handle.tree, builder.source_index)) {
                        .none => |data| if (data.right) |right| builder.orig_handle.tree.tokenTag(right) == .equal else false,
                        .one => |token| token + 1 < builder.orig_handle.tree.tokens.len and builder.orig_handle.tree.tokenTag(token + 1) == .equal,
                        .between => |data| builder.orig_handle.tree.tokenTag(data.right) == .equal,
                    };
                    if (is_following_by_equal_token)
                        break :insert_text .{ name, .PlainText };

                    break :insert_text .{
                        try std.fmt.allocPrint(builder.arena, "{f} = ", .{Analyser.fmtEscapedSnippet(name)}),
                        .Snippet,
                    };
                };

                var score = kindToSortScore(kind);

                const detail = detail: {
                    const type_str = if (maybe_resolved_ty) |ty|
                        try ty.stringifyTypeOf(builder.analyser, .{ .truncate_container_decls = false })
                    else if (field.ast.type_expr.unwrap()) |type_expr| typ: {
                        const type_str = offsets.nodeToSlice(tree, type_expr);
                        if (std.mem.eql(u8, name, type_str) and kind == .EnumMember) break :detail null;
                        break :typ type_str;
                    } else break :detail null;
                    if (field.ast.value_expr.unwrap()) |value_expr| {
                        if (kind == .Field) score += 1;
                        const value_str = offsets.nodeToSlice(tree, value_expr);
                        break :detail try std.fmt.allocPrint(builder.arena, "{s} = {s}", .{ type_str, value_str });
                    } else {
                        break :detail try std.fmt.allocPrint(builder.arena, "{s}", .{type_str});
                    }
                };

                try builder.completions.append(builder.arena, .{
                    .label = name,
                    .kind = kind,
                    .detail = detail,
                    .insertTextFormat = insert_text_format,
                    .insertText = insert_text,
                    .sortText = try generateSortText(builder.arena, score, name),
                });
            },
            .global_var_decl,
            .local_var_decl,
            .simple_var_decl,
            .aligned_var_decl,
            => {
                if (container.data != .container) continue;
                if (!likely.allowsDeclLiterals()) continue;
                // decl literal
                var expected_ty = maybe_resolved_ty orelse continue;
                expected_ty = try expected_ty.typeOf(builder.analyser);
                expected_ty = expected_ty.resolveDeclLiteralResultType();
                if (expected_ty.data != .container) continue;
                if (!expected_ty.data.container.scope_handle.eql(container.data.container.scope_handle)) continue;
                try declToCompletion(builder, decl_handle);
            },
            .fn_proto,
            .fn_proto_multi,
            .fn_proto_one,
            .fn_proto_simple,
            .fn_decl,
            => {
                if (container.data != .container) continue;
                if (!likely.allowsDeclLiterals()) continue;
                // decl literal
                const resolved_ty = maybe_resolved_ty orelse continue;
                var expected_ty = try builder.analyser.resolveReturnType(resolved_ty) orelse continue;
                expected_ty = try expected_ty.typeOf(builder.analyser);
                expected_ty = expected_ty.resolveDeclLiteralResultType();
                if (expected_ty.data != .container) continue;
                if (!expected_ty.data.container.scope_handle.eql(container.data.container.scope_handle)) continue;
                const completion_item = try functionTypeCompletion(builder, name, container, resolved_ty) orelse continue;
                try builder.completions.append(builder.arena, completion_item);
            },
            else => {},
        }
    }
}

/// Resolves `identifier`/`path.to.identifier` at `source_index`
/// If the `identifier` is a container `fn_arg_index` is unused
/// If the `identifier` is a `fn_name`/`identifier.fn_name`, tries to resolve
///         `fn_name`'s `fn_arg_index`'s param type
fn collectContainerNodes(
    builder: *Builder,
    handle: *DocumentStore.Handle,
    dot_context: EnumLiteralContext,
) Analyser.Error![]Analyser.Type {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    const gpa = builder.analyser.gpa;

    var types_with_handles: Analyser.Type.ArraySet = .empty;
    const token_index = switch (dot_context.type_info) {
        .identifier_token_index => |token| token,
        .expr_node_index => |node| {
            if (try builder.analyser.resolveTypeOfNode(.of(node, handle))) |ty| {
                _ = try ty.getAllTypesWithHandlesArraySet(builder.analyser, &types_with_handles);
            }
            return types_with_handles.keys();
        },
    };
    const source_index = offsets.tokenToLoc(&handle.tree, token_index).end;
    const nodes = try ast.nodesOverlappingIndexIncludingParseErrors(gpa, &handle.tree, source_index);
    defer gpa.free(nodes);

    switch (handle.tree.nodeTag(nodes[0])) {
        .field_access => {
            if (try builder.analyser.resolveTypeOfNode(.of(nodes[0], handle))) |ty| {
                try collectFieldAccessTypes(builder, dot_context, ty, &types_with_handles);
                return types_with_handles.keys();
            }
        },
        else => {},
    }

    if (nodes.len > 1) {
        switch (handle.tree.nodeTag(nodes[1])) {
            .global_var_decl,
            .local_var_decl,
            .simple_var_decl,
            .aligned_var_decl,
            => {
                const var_decl = handle.tree.fullVarDecl(nodes[1]).?;
                if (nodes[0].toOptional() == var_decl.ast.type_node) {
                    if (try builder.analyser.resolveTypeOfNode(.of(nodes[0], handle))) |ty| {
                        _ = try ty.getAllTypesWithHandlesArraySet(builder.analyser, &types_with_handles);
                        return types_with_handles.keys();
                    }
                }
            },
            else => {},
        }
    }

    const position_context = try Analyser.getPositionContext(builder.arena, &handle.tree, source_index, false);
    switch (position_context) {
        .var_access => |loc| try collectVarAccessContainerNodes(builder, handle, loc, dot_context, &types_with_handles),
        .field_access => |loc| try collectFieldAccessContainerNodes(builder, handle, loc, dot_context, &types_with_handles),
        .enum_literal => |loc| try collectEnumLiteralContainerNodes(builder, handle, loc, nodes, &types_with_handles),
        .builtin => |loc| try collectBuiltinContainerNodes(builder, handle, loc, dot_context, &types_with_handles),
        .keyword => |token| try collectKeywordFnContainerNodes(builder, token, dot_context, &types_with_handles),
        else => {},
    }
    return types_with_handles.keys();
}

fn resolveBuiltinFnArg(
    analyser: *Analyser,
    arg_index: usize,
    /// Includes leading `@`
    name: []const u8,
) Analyser.Error!?Analyser.Type {
    const builtin = version_data.builtins.get(name) orelse return null;
    if (arg_index >= builtin.parameters.len) return null;
    const param = builtin.parameters[arg_index];
    const colon_index = std.mem.findScalar(u8, param.signature, ':') orelse return null;
    const builtin_name = param.signature[colon_index + 2 ..];
    return analyser.instanceStdBuiltinType(builtin_name);
}

fn collectBuiltinContainerNodes(
    builder: *Builder,
    handle: *DocumentStore.Handle,
    loc: offsets.Loc,
    dot_context: EnumLiteralContext,
    types_with_handles: *Analyser.Type.ArraySet,
) Analyser.Error!void {
    if (dot_context.need_ret_type) return;
    if (try resolveBuiltinFnArg(
        builder.analyser,
        dot_context.fn_arg_index,
        handle.tree.source[loc.start..loc.end],
    )) |ty| {
        _ = try ty.getAllTypesWithHandlesArraySet(builder.analyser, types_with_handles);
    }
}

fn collectVarAccessContainerNodes(
    builder: *Builder,
    handle: *DocumentStore.Handle,
    loc: offsets.Loc,
    dot_context: EnumLiteralContext,
    types_with_handles: *Analyser.Type.ArraySet,
) Analyser.Error!void {
    const analyser = builder.analyser;

    const symbol_decl = try analyser.lookupSymbolGlobal(handle, handle.tree.source[loc.start..loc.end], loc.end) orelse return;
    const result = try symbol_decl.resolveType(analyser) orelse return;
    const type_expr = try analyser.resolveDerefType(result) orelse result;
    if (!type_expr.isFunc()) {
        _ = try type_expr.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
        return;
    }

    const info = type_expr.data.function;

    if (dot_context.likely == .enum_comparison or dot_context.need_ret_type) { // => we need f()'s return type
        var node_type = info.return_value.*;
        if (try analyser.resolveUnwrapErrorUnionType(node_type, .payload)) |unwrapped| node_type = unwrapped;
        _ = try node_type.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
        return;
    }
    const param_index = dot_context.fn_arg_index;
    if (param_index >= info.parameters.len) return;
    const param_type = info.parameters[param_index].type;
    _ = try param_type.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
}

fn collectFieldAccessTypes(
    builder: *Builder,
    dot_context: EnumLiteralContext,
    ty: Analyser.Type,
    types_with_handles: *Analyser.Type.ArraySet,
) error{OutOfMemory}!void {
    const analyser = builder.analyser;

    var node_type = ty;
    // Unwrap `identifier.opt_enum_field = .` or `identifier.opt_cont_field = .{.`
    if (dot_context.likely == .enum_assignment or dot_context.likely == .struct_field) {
        if (try analyser.resolveOptionalUnwrap(node_type)) |unwrapped| node_type = unwrapped;
    }
    if (!node_type.isFunc()) {
        _ = try node_type.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
        return;
    }

    const info = node_type.data.function;

    if (dot_context.need_ret_type) { // => we need f()'s return type
        node_type = info.return_value.*;
        if (try analyser.resolveUnwrapErrorUnionType(node_type, .payload)) |unwrapped| node_type = unwrapped;
        _ = try node_type.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
        return;
    }
    const has_self_param = try analyser.hasSelfParam(node_type);
    const params = info.parameters;
    const param_index = dot_context.fn_arg_index + @intFromBool(has_self_param);
    if (param_index >= params.len) return;
    const param_type = params[param_index].type;
    _ = try param_type.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
}

fn collectFieldAccessContainerNodes(
    builder: *Builder,
    handle: *DocumentStore.Handle,
    loc: offsets.Loc,
    dot_context: EnumLiteralContext,
    types_with_handles: *Analyser.Type.ArraySet,
) Analyser.Error!void {
    const analyser = builder.analyser;
    const arena = builder.arena;

    // XXX It could be any/all of the preceding logic, but this fn seems
    // inconsistent at returning name_loc for methods, ie
    // `abc.method() == .` => fails, `abc.method(.{}){.}` => ok
    // it also fails for `abc.xyz.*` ... currently we take advantage of this quirk
    const name_loc = offsets.identifierLocFromIndex(&handle.tree, loc.end) orelse {
        const result = try analyser.getFieldAccessType(handle, loc.end, loc) orelse return;
        const container = try analyser.resolveDerefType(result) orelse result;
        if (try analyser.resolveUnwrapErrorUnionType(container, .payload)) |unwrapped| {
            if (unwrapped.isEnumType() or unwrapped.isUnionType()) {
                _ = try unwrapped.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
                return;
            }
        }
        // if (dot_context.likely == .enum_literal and !(container.isEnumType() or container.isUnionType())) return;
        _ = try container.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
        return;
    };
    const name = offsets.locToSlice(handle.tree.source, name_loc);
    const decls = try analyser.getSymbolFieldAccesses(arena, handle, loc.end, loc, name) orelse return;
    for (decls) |decl| {
        const ty = try decl.resolveType(analyser) orelse continue;
        try collectFieldAccessTypes(builder, dot_context, ty, types_with_handles);
    }
}

fn collectEnumLiteralContainerNodes(
    builder: *Builder,
    handle: *DocumentStore.Handle,
    loc: offsets.Loc,
    nodes: []const Ast.Node.Index,
    types_with_handles: *Analyser.Type.ArraySet,
) Analyser.Error!void {
    const analyser = builder.analyser;
    const alleged_field_name = offsets.locToSlice(handle.tree.source, offsets.identifierIndexToLoc(handle.tree.source, loc.start + 1, .name));
    const dot_index = offsets.sourceIndexToTokenIndex(&handle.tree, loc.start).pickPreferred(&.{.period}, &handle.tree) orelse return;
    const el_dot_context = getSwitchOrStructInitContext(&handle.tree, dot_index, nodes) orelse return;
    const containers = try collectContainerNodes(builder, handle, el_dot_context);
    for (containers) |container| {
        const container_instance = try container.instanceTypeVal(analyser) orelse container;
        const member_decl = try container_instance.lookupSymbol(analyser, alleged_field_name) orelse continue;
        var member_type = try member_decl.resolveType(analyser) orelse continue;
        // Unwrap `x{ .fld_w_opt_type =`
        if (try analyser.resolveOptionalUnwrap(member_type)) |unwrapped| member_type = unwrapped;
        _ = try member_type.getAllTypesWithHandlesArraySet(analyser, types_with_handles);
    }
}

fn collectKeywordFnContainerNodes(
    builder: *Builder,
    token: Ast.TokenIndex,
    dot_context: EnumLiteralContext,
    types_with_handles: *Analyser.Type.ArraySet,
) Analyser.Error!void {
    const builtin_type_name: []const u8 = name: {
        switch (builder.orig_handle.tree.tokenTag(token)) {
            .keyword_addrspace => switch (dot_context.fn_arg_index) {
                0 => break :name "AddressSpace",
                else => return,
            },
            .keyword_callconv => switch (dot_context.fn_arg_index) {
                0 => break :name "CallingConvention",
                else => return,
            },
            else => return,
        }
    };
    const ty = try builder.analyser.instanceStdBuiltinType(builtin_type_name) orelse return;
    _ = try ty.getAllTypesWithHandlesArraySet(builder.analyser, types_with_handles);
}
