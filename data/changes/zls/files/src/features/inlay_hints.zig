//! Implementation of [`textDocument/inlayHint`](https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/#textDocument_inlayHint)

const std = @import("std");
const Ast = std.zig.Ast;
const log = std.log.scoped(.inlay_hint);

const DocumentStore = @import("../DocumentStore.zig");
const Analyser = @import("../analysis.zig");
const types = @import("lsp").types;
const offsets = @import("../offsets.zig");
const tracy = @import("tracy");
const ast = @import("../ast.zig");
const Config = @import("../Config.zig");

const data = @import("version_data");

/// don't show inlay hints for builtin functions whose parameter names carry no
/// meaningful information or are trivial deductible based on the builtin name.
const excluded_builtins_set: std.EnumArray(std.zig.BuiltinFn.Tag, bool) = .init(.{
    .add_with_overflow = true,
    .addrspace_cast = true,
    .align_cast = true,
    .align_of = true,
    .as = true,
    .atomic_load = false,
    .atomic_rmw = false,
    .atomic_store = false,
    .bit_cast = true,
    .bit_offset_of = true,
    .int_from_bool = true,
    .bit_size_of = true,
    .branch_hint = true,
    .breakpoint = true, // no parameters
    .disable_instrumentation = true, // no parameters
    .disable_intrinsics = true, // no parameters
    .mul_add = false,
    .byte_swap = true,
    .bit_reverse = true,
    .offset_of = false,
    .call = false,
    .clz = true,
    .cmpxchg_strong = false,
    .cmpxchg_weak = false,
    .compile_error = false,
    .compile_log = true, // variadic
    .const_cast = true,
    .ctz = true,
    .c_va_arg = false,
    .c_va_copy = false,
    .c_va_end = false,
    .c_va_start = false,
    .div_exact = true,
    .div_floor = true,
    .div_trunc = true,
    .embed_file = true,
    .int_from_enum = true,
    .error_name = true,
    .error_return_trace = true, // no parameters
    .int_from_error = true,
    .error_cast = true,
    .@"export" = false,
    .@"extern" = false,
    .field = false,
    .field_parent_ptr = false,
    .FieldType = false,
    .float_cast = true,
    .int_from_float = true,
    .frame = true,
    .Frame = true,
    .frame_address = true, // no parameters
    .has_decl = false,
    .has_field = false,
    .import = true,
    .in_comptime = true, // no parameters
    .int_cast = true,
    .enum_from_int = true,
    .error_from_int = true,
    .float_from_int = true,
    .ptr_from_int = true,
    .max = true, // variadic
    .memcpy = false,
    .memset = false,
    .memmove = false,
    .min = true, // variadic
    .wasm_memory_size = false,
    .wasm_memory_grow = false,
    .mod = true,
    .mul_with_overflow = true,
    .panic = false,
    .pop_count = true,
    .prefetch = false,
    .ptr_cast = true,
    .int_from_ptr = true,
    .rem = true,
    .return_address = true, // no parameters
    .select = false,
    .set_eval_branch_quota = true,
    .set_float_mode = true,
    .set_runtime_safety = true,
    .shl_exact = false,
    .shl_with_overflow = false,
    .shr_exact = false,
    .shuffle = false,
    .size_of = true,
    .splat = true,
    .reduce = false,
    .src = true, // no parameters
    .sqrt = true,
    .sin = true,
    .cos = true,
    .tan = true,
    .exp = true,
    .exp2 = true,
    .log = true,
    .log2 = true,
    .log10 = true,
    .abs = true,
    .floor = true,
    .ceil = true,
    .trunc = true,
    .round = true,
    .sub_with_overflow = true,
    .tag_name = true,
    .This = true, // no parameters
    .trap = true, // no parameters
    .truncate = true,
    .EnumLiteral = true, // no parameters
    .Int = true,
    .Tuple = true,
    .Pointer = false,
    .Fn = false,
    .Struct = false,
    .Union = false,
    .Enum = false,
    .type_info = true,
    .type_name = true,
    .TypeOf = true, // variadic
    .union_init = false,
    .Vector = false,
    .volatile_cast = true,
    .work_item_id = false,
    .work_group_size = false,
    .work_group_id = false,
});

pub const InlayHint = struct {
    index: usize,
    label: []const u8,
    kind: types.InlayHint.Kind,
    tooltip: ?types.MarkupContent,

    fn lessThan(_: void, lhs: InlayHint, rhs: InlayHint) bool {
        return lhs.index < rhs.index;
    }
};

const Builder = struct {
    arena: std.mem.Allocator,
    analyser: *Analyser,
    config: *const Config,
    handle: *DocumentStore.Handle,
    hints: std.ArrayList(InlayHint) = .empty,
    hover_kind: types.MarkupKind,

    fn appendParameterHint(
        self: *Builder,
        node_tag: Ast.Node.Tag,
        token_index: Ast.TokenIndex,
        label: []const u8,
        tooltip_text: []const u8,
        tooltip_noalias: bool,
        tooltip_comptime: bool,
    ) error{OutOfMemory}!void {
        // adding tooltip_noalias & tooltip_comptime to InlayHint should be enough
        const tooltip: ?types.MarkupContent = tooltip: {
            if (tooltip_text.len == 0) break :tooltip null;
            const prefix = if (tooltip_noalias) "noalias " else if (tooltip_comptime) "comptime " else "";

            const text = switch (self.hover_kind) {
                .markdown => try std.fmt.allocPrint(self.arena, "```zig\n{s}{s}\n```", .{ prefix, tooltip_text }),
                .plaintext, .unknown_value => try std.fmt.allocPrint(self.arena, "{s}{s}", .{ prefix, tooltip_text }),
            };

            break :tooltip .{
                .kind = self.hover_kind,
                .value = text,
            };
        };

        try self.hints.append(self.arena, .{
            .index = if (node_tag == .multiline_string_literal)
                offsets.tokenToLoc(&self.handle.tree, token_index - 1).end
            else
                self.handle.tree.tokenStart(token_index),
            .label = try std.fmt.allocPrint(self.arena, "{s}:", .{label}),
            .kind = .Parameter,
            .tooltip = tooltip,
        });
    }

    fn getInlayHints(self: *Builder, offset_encoding: offsets.Encoding) error{OutOfMemory}![]types.InlayHint {
        const source_indices = try self.arena.alloc(usize, self.hints.items.len);
        for (source_indices, self.hints.items) |*index, hint| {
            index.* = hint.index;
        }

        const positions = try self.arena.alloc(types.Position, self.hints.items.len);

        try offsets.multiple.indexToPosition(
            self.arena,
            self.handle.tree.source,
            source_indices,
            positions,
            offset_encoding,
        );

        const converted_hints = try self.arena.alloc(types.InlayHint, self.hints.items.len);
        for (converted_hints, self.hints.items, positions) |*converted_hint, hint, position| {
            converted_hint.* = .{
                .position = position,
                .label = .{ .string = hint.label },
                .kind = hint.kind,
                .tooltip = if (hint.tooltip) |tooltip| .{ .markup_content = tooltip } else null,
                .paddingLeft = false,
                .paddingRight = hint.kind == .Parameter,
            };
        }

        return converted_hints;
    }
};

/// writes parameter hints into `builder.hints`
fn writeCallHint(
    builder: *Builder,
    /// The function call.
    call: Ast.full.Call,
) Analyser.Error!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    const handle = builder.handle;

    const ty = try builder.analyser.resolveTypeOfNode(.of(call.ast.fn_expr, handle)) orelse return;
    const fn_ty = try builder.analyser.resolveFuncProtoOfCallable(ty) orelse return;
    const fn_info = fn_ty.data.function;

    const has_self_param = call.ast.params.len + 1 == fn_info.parameters.len and
        try builder.analyser.isInstanceCall(handle, call, fn_ty);

    const parameters = fn_info.parameters[@intFromBool(has_self_param)..];
    const arguments = call.ast.params;
    const min_len = @min(parameters.len, arguments.len);
    for (parameters[0..min_len], arguments[0..min_len]) |param, arg| {
        const parameter_name = param.name orelse continue;

        if (builder.config.inlay_hints_hide_redundant_param_names or builder.config.inlay_hints_hide_redundant_param_names_last_token) dont_skip: {
            const arg_token = if (builder.config.inlay_hints_hide_redundant_param_names_last_token)
                ast.lastToken(&handle.tree, arg)
            else if (builder.config.inlay_hints_hide_redundant_param_names)
                handle.tree.nodeMainToken(arg)
            else
                unreachable;

            if (handle.tree.tokenTag(arg_token) != .identifier) break :dont_skip;
            const arg_token_name = offsets.identifierTokenToNameSlice(&handle.tree, arg_token);
            if (!std.mem.eql(u8, parameter_name, arg_token_name)) break :dont_skip;

            continue;
        }

        const no_alias = if (param.modifier) |m| m == .noalias_param else false;
        const comp_time = if (param.modifier) |m| m == .comptime_param else false;

        const tooltip = try param.type.stringifyTypeVal(
            builder.analyser,
            .{ .truncate_container_decls = true },
        );

        try builder.appendParameterHint(
            handle.tree.nodeTag(arg),
            handle.tree.firstToken(arg),
            parameter_name,
            tooltip,
            no_alias,
            comp_time,
        );
    }
}

/// takes parameter nodes from the ast and function parameter names from `Builtin.parameters` and writes parameter hints into `builder.hints`
fn writeBuiltinHint(builder: *Builder, parameters: []const Ast.Node.Index, params: []const data.Builtin.Parameter) error{OutOfMemory}!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    const handle = builder.handle;
    const tree = &handle.tree;

    const len = @min(params.len, parameters.len);
    for (params[0..len], parameters[0..len]) |param, parameter| {
        var signature = param.signature;
        if (std.mem.eql(u8, signature, "...")) return;

        var is_comptime = false;
        var is_noalias = false;
        if (std.mem.cutPrefix(u8, signature, "comptime")) |rest| {
            signature = rest;
            is_comptime = true;
        } else if (std.mem.cutPrefix(u8, signature, "noalias")) |rest| {
            signature = rest;
            is_noalias = true;
        }
        signature = std.mem.trimStart(u8, signature, &std.ascii.whitespace);

        const colon_index = std.mem.findScalar(u8, signature, ':');
        const label = signature[0 .. colon_index orelse signature.len];
        const tooltip = if (colon_index) |i| signature[i + 1 ..] else "";

        try builder.appendParameterHint(
            tree.nodeTag(parameter),
            tree.firstToken(parameter),
            label,
            tooltip,
            is_noalias,
            is_comptime,
        );
    }
}

fn typeStrOfNode(builder: *Builder, node: Ast.Node.Index) Analyser.Error!?[]const u8 {
    const resolved_type = try builder.analyser.resolveTypeOfNode(.of(node, builder.handle)) orelse return null;
    return try resolved_type.stringifyTypeOf(
        builder.analyser,
        .{ .truncate_container_decls = true },
    );
}

fn typeStrOfToken(builder: *Builder, token: Ast.TokenIndex) Analyser.Error!?[]const u8 {
    const things = try builder.analyser.lookupSymbolGlobal(
        builder.handle,
        offsets.tokenToSlice(&builder.handle.tree, token),
        builder.handle.tree.tokenStart(token),
    ) orelse return null;
    const resolved_type = try things.resolveType(builder.analyser) orelse return null;
    return try resolved_type.stringifyTypeOf(
        builder.analyser,
        .{ .truncate_container_decls = true },
    );
}

/// Append a hint in the form `: hint`
fn appendTypeHintString(builder: *Builder, type_token_index: Ast.TokenIndex, hint: []const u8) error{OutOfMemory}!void {
    const name = offsets.tokenToSlice(&builder.handle.tree, type_token_index);
    if (std.mem.eql(u8, name, "_")) {
        return;
    }

    try builder.hints.append(builder.arena, .{
        .index = offsets.tokenToLoc(&builder.handle.tree, type_token_index).end,
        .label = try std.fmt.allocPrint(builder.arena, ": {s}", .{hint}),
        .tooltip = null,
        .kind = .Type,
    });
}

fn inferAppendTypeStr(builder: *Builder, token: Ast.TokenIndex) Analyser.Error!void {
    const type_str = try typeStrOfToken(builder, token) orelse return;
    try appendTypeHintString(builder, token, type_str);
}

fn writeForCaptureHint(builder: *Builder, for_node: Ast.Node.Index) Analyser.Error!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    const tree = &builder.handle.tree;
    const full_for = ast.fullFor(tree, for_node).?;
    var capture_token = full_for.payload_token;
    for (full_for.ast.inputs) |_| {
        if (capture_token + 1 >= tree.tokens.len) break;
        const capture_is_ref = tree.tokenTag(capture_token) == .asterisk;
        const name_token = capture_token + @intFromBool(capture_is_ref);
        capture_token = name_token + 2;

        if (try typeStrOfToken(builder, name_token)) |type_str| {
            try appendTypeHintString(builder, name_token, type_str);
        }
    }
}

/// takes a Ast.full.Call (a function call), analysis its function expression, finds its declaration and writes parameter hints into `builder.hints`
fn writeCallNodeHint(builder: *Builder, call: Ast.full.Call) Analyser.Error!void {
    const tracy_zone = tracy.trace(@src());
    defer tracy_zone.end();

    if (call.ast.params.len == 0) return;
    if (builder.config.inlay_hints_exclude_single_argument and call.ast.params.len == 1) return;

    const handle = builder.handle;
    const tree = &handle.tree;

    switch (tree.nodeTag(call.ast.fn_expr)) {
        .identifier, .field_access, .enum_literal => try writeCallHint(builder, call),
        else => {
            log.debug("cannot deduce fn expression with tag '{}'", .{tree.nodeTag(call.ast.fn_expr)});
        },
    }
}

fn writeNodeInlayHint(
    builder: *Builder,
    tree: *const Ast,
    node: Ast.Node.Index,
) Analyser.Error!void {
    switch (tree.nodeTag(node)) {
        .call_one,
        .call_one_comma,
        .call,
        .call_comma,
        => {
            if (!builder.config.inlay_hints_show_parameter_name) return;

            var params: [1]Ast.Node.Index = undefined;
            const call = tree.fullCall(&params, node).?;
            try writeCallNodeHint(builder, call);
        },
        .local_var_decl,
        .simple_var_decl,
        .global_var_decl,
        .aligned_var_decl,
        => {
            if (!builder.config.inlay_hints_show_variable_type_hints) return;
            const var_decl = builder.handle.tree.fullVarDecl(node).?;
            if (var_decl.ast.type_node != .none) return;

            try appendTypeHintString(
                builder,
                var_decl.ast.mut_token + 1,
                try typeStrOfNode(builder, node) orelse return,
            );
        },
        .assign_destructure => {
            if (!builder.config.inlay_hints_show_variable_type_hints) return;
            const assign_destructure = tree.assignDestructure(node);
            for (assign_destructure.ast.variables) |lhs_node| {
                const var_decl = tree.fullVarDecl(lhs_node) orelse continue;
                if (var_decl.ast.type_node != .none) continue;
                try inferAppendTypeStr(builder, var_decl.ast.mut_token + 1);
            }
        },
        .if_simple,
        .@"if",
        => {
            if (!builder.config.inlay_hints_show_variable_type_hints) return;
            const full_if = builder.handle.tree.fullIf(node).?;
            if (full_if.payload_token) |token| try inferAppendTypeStr(builder, token);
            if (full_if.error_token) |token| try inferAppendTypeStr(builder, token);
        },
        .for_simple,
        .@"for",
        => {
            if (!builder.config.inlay_hints_show_variable_type_hints) return;
            try writeForCaptureHint(builder, node);
        },
        .while_simple,
        .while_cont,
        .@"while",
        => {
            if (!builder.config.inlay_hints_show_variable_type_hints) return;
            const full_while = builder.handle.tree.fullWhile(node).?;
            if (full_while.payload_token) |token| try inferAppendTypeStr(builder, token);
            if (full_while.error_token) |token| try inferAppendTypeStr(builder, token);
        },
        .switch_case_one,
        .switch_case_inline_one,
        .switch_case,
        .switch_case_inline,
        => {
            if (!builder.config.inlay_hints_show_variable_type_hints) return;
            const full_case = builder.handle.tree.fullSwitchCase(node).?;
            if (full_case.payload_token) |token| try inferAppendTypeStr(builder, token);
        },
        .@"catch" => {
            if (!builder.config.inlay_hints_show_variable_type_hints) return;

            const catch_token = tree.nodeMainToken(node) + 2;
            if (catch_token < tree.tokens.len and
                tree.tokenTag(catch_token - 1) == .pipe and
                tree.tokenTag(catch_token) == .identifier)
            {
                try inferAppendTypeStr(builder, catch_token);
            }
        },
        .builtin_call_two,
        .builtin_call_two_comma,
        .builtin_call,
        .builtin_call_comma,
        => {
            if (!builder.config.inlay_hints_show_parameter_name or !builder.config.inlay_hints_show_builtin) return;

            const name = offsets.tokenToSlice(tree, tree.nodeMainToken(node));
            const item = std.zig.BuiltinFn.list.get(name) orelse return;
            if (excluded_builtins_set.get(item.tag)) return;

            var buffer: [2]Ast.Node.Index = undefined;
            const params = tree.builtinCallParams(&buffer, node).?;

            if (params.len == 0) return;

            if (data.builtins.get(name)) |builtin| {
                try writeBuiltinHint(builder, params, builtin.parameters);
            }
        },
        .struct_init_one,
        .struct_init_one_comma,
        .struct_init_dot_two,
        .struct_init_dot_two_comma,
        .struct_init_dot,
        .struct_init_dot_comma,
        .struct_init,
        .struct_init_comma,
        => {
            if (!builder.config.inlay_hints_show_struct_literal_field_type) return;
            var buffer: [2]Ast.Node.Index = undefined;
            const struct_init = tree.fullStructInit(&buffer, node).?;
            for (struct_init.ast.fields) |value_node| { // the node of `value` in `.name = value`
                const name_token = tree.firstToken(value_node) - 2; // math our way two token indexes back to get the `name`
                const name_loc = offsets.tokenToLoc(tree, name_token);
                const name = offsets.locToSlice(tree.source, name_loc);
                const decl, const type_maybe = (try builder.analyser.getSymbolEnumLiteral(builder.handle, name_loc.start, name)) orelse continue;
                const ty = type_maybe orelse try decl.resolveType(builder.analyser) orelse continue;
                const type_str = try ty.stringifyTypeOf(builder.analyser, .{ .truncate_container_decls = true });
                if (type_str.len == 0) continue;
                try appendTypeHintString(
                    builder,
                    name_token,
                    type_str,
                );
            }
        },
        else => {},
    }
}

/// creates a list of `InlayHint`'s from the given document
/// only parameter hints are created
/// only hints in the given loc are created
pub fn writeRangeInlayHint(
    arena: std.mem.Allocator,
    config: *const Config,
    analyser: *Analyser,
    handle: *DocumentStore.Handle,
    loc: offsets.Loc,
    hover_kind: types.MarkupKind,
    offset_encoding: offsets.Encoding,
) Analyser.Error![]types.InlayHint {
    const old_resolve_number_literal_values = analyser.resolve_number_literal_values;
    analyser.resolve_number_literal_values = true;
    defer analyser.resolve_number_literal_values = old_resolve_number_literal_values;

    var builder: Builder = .{
        .arena = arena,
        .analyser = analyser,
        .config = config,
        .handle = handle,
        .hover_kind = hover_kind,
    };

    const nodes = try ast.nodesAtLoc(arena, &handle.tree, loc);

    for (nodes) |child| {
        try writeNodeInlayHint(&builder, &handle.tree, child);

        var walker: ast.Walker = try .init(arena, &handle.tree, child);
        defer walker.deinit(arena);
        while (try walker.nextIgnoreClose(arena, &handle.tree)) |node| {
            try writeNodeInlayHint(&builder, &handle.tree, node);
        }
    }

    return try builder.getInlayHints(offset_encoding);
}
