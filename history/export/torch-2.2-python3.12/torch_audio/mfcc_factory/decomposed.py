class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 40]", arg1_1: "f32[400]", arg2_1: "f32[201, 128]", arg3_1: "f32[1, 1600]"):
        view: "f32[1, 1600]" = torch.ops.aten.view.default(arg3_1, [-1, 1600]);  arg3_1 = None
        view_1: "f32[1, 1, 1600]" = torch.ops.aten.view.default(view, [1, 1, 1600]);  view = None
        reflection_pad1d: "f32[1, 1, 2000]" = torch.ops.aten.reflection_pad1d.default(view_1, [200, 200]);  view_1 = None
        view_2: "f32[1, 2000]" = torch.ops.aten.view.default(reflection_pad1d, [1, 2000]);  reflection_pad1d = None
        unfold: "f32[1, 9, 400]" = torch.ops.aten.unfold.default(view_2, -1, 400, 200);  view_2 = None
        mul: "f32[1, 9, 400]" = torch.ops.aten.mul.Tensor(unfold, arg1_1);  unfold = arg1_1 = None
        _fft_r2c: "c64[1, 9, 201]" = torch.ops.aten._fft_r2c.default(mul, [2], 0, True);  mul = None
        permute: "c64[1, 201, 9]" = torch.ops.aten.permute.default(_fft_r2c, [0, 2, 1]);  _fft_r2c = None
        view_3: "c64[1, 201, 9]" = torch.ops.aten.view.default(permute, [1, 201, 9]);  permute = None
        abs_1: "f32[1, 201, 9]" = torch.ops.aten.abs.default(view_3);  view_3 = None
        pow_1: "f32[1, 201, 9]" = torch.ops.aten.pow.Tensor_Scalar(abs_1, 2.0);  abs_1 = None
        permute_1: "f32[1, 9, 201]" = torch.ops.aten.permute.default(pow_1, [0, 2, 1]);  pow_1 = None
        view_4: "f32[9, 201]" = torch.ops.aten.view.default(permute_1, [9, 201]);  permute_1 = None
        mm: "f32[9, 128]" = torch.ops.aten.mm.default(view_4, arg2_1);  view_4 = arg2_1 = None
        view_5: "f32[1, 9, 128]" = torch.ops.aten.view.default(mm, [1, 9, 128]);  mm = None
        permute_2: "f32[1, 128, 9]" = torch.ops.aten.permute.default(view_5, [0, 2, 1]);  view_5 = None
        clamp: "f32[1, 128, 9]" = torch.ops.aten.clamp.default(permute_2, 1e-10);  permute_2 = None
        log10: "f32[1, 128, 9]" = torch.ops.aten.log10.default(clamp);  clamp = None
        mul_1: "f32[1, 128, 9]" = torch.ops.aten.mul.Tensor(log10, 10.0);  log10 = None
        sub: "f32[1, 128, 9]" = torch.ops.aten.sub.Tensor(mul_1, 0.0);  mul_1 = None
        view_6: "f32[1, 1, 128, 9]" = torch.ops.aten.view.default(sub, [1, 1, 128, 9]);  sub = None
        amax: "f32[1]" = torch.ops.aten.amax.default(view_6, [-3, -2, -1])
        sub_1: "f32[1]" = torch.ops.aten.sub.Tensor(amax, 80.0);  amax = None
        view_7: "f32[1, 1, 1, 1]" = torch.ops.aten.view.default(sub_1, [-1, 1, 1, 1]);  sub_1 = None
        maximum: "f32[1, 1, 128, 9]" = torch.ops.aten.maximum.default(view_6, view_7);  view_6 = view_7 = None
        view_8: "f32[1, 128, 9]" = torch.ops.aten.view.default(maximum, [1, 128, 9]);  maximum = None
        permute_3: "f32[1, 9, 128]" = torch.ops.aten.permute.default(view_8, [0, 2, 1]);  view_8 = None
        view_9: "f32[9, 128]" = torch.ops.aten.view.default(permute_3, [9, 128]);  permute_3 = None
        mm_1: "f32[9, 40]" = torch.ops.aten.mm.default(view_9, arg0_1);  view_9 = arg0_1 = None
        view_10: "f32[1, 9, 40]" = torch.ops.aten.view.default(mm_1, [1, 9, 40]);  mm_1 = None
        permute_4: "f32[1, 40, 9]" = torch.ops.aten.permute.default(view_10, [0, 2, 1]);  view_10 = None
        return (permute_4,)
