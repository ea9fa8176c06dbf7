class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[16]", arg2_1: "f32[16]", arg3_1: "f32[16, 1, 3, 3]", arg4_1: "f32[16]", arg5_1: "f32[16]", arg6_1: "f32[8, 16, 1, 1]", arg7_1: "f32[8]", arg8_1: "f32[16, 8, 1, 1]", arg9_1: "f32[16]", arg10_1: "f32[16, 16, 1, 1]", arg11_1: "f32[16]", arg12_1: "f32[16]", arg13_1: "f32[72, 16, 1, 1]", arg14_1: "f32[72]", arg15_1: "f32[72]", arg16_1: "f32[72, 1, 3, 3]", arg17_1: "f32[72]", arg18_1: "f32[72]", arg19_1: "f32[24, 72, 1, 1]", arg20_1: "f32[24]", arg21_1: "f32[24]", arg22_1: "f32[88, 24, 1, 1]", arg23_1: "f32[88]", arg24_1: "f32[88]", arg25_1: "f32[88, 1, 3, 3]", arg26_1: "f32[88]", arg27_1: "f32[88]", arg28_1: "f32[24, 88, 1, 1]", arg29_1: "f32[24]", arg30_1: "f32[24]", arg31_1: "f32[96, 24, 1, 1]", arg32_1: "f32[96]", arg33_1: "f32[96]", arg34_1: "f32[96, 1, 5, 5]", arg35_1: "f32[96]", arg36_1: "f32[96]", arg37_1: "f32[24, 96, 1, 1]", arg38_1: "f32[24]", arg39_1: "f32[96, 24, 1, 1]", arg40_1: "f32[96]", arg41_1: "f32[40, 96, 1, 1]", arg42_1: "f32[40]", arg43_1: "f32[40]", arg44_1: "f32[240, 40, 1, 1]", arg45_1: "f32[240]", arg46_1: "f32[240]", arg47_1: "f32[240, 1, 5, 5]", arg48_1: "f32[240]", arg49_1: "f32[240]", arg50_1: "f32[64, 240, 1, 1]", arg51_1: "f32[64]", arg52_1: "f32[240, 64, 1, 1]", arg53_1: "f32[240]", arg54_1: "f32[40, 240, 1, 1]", arg55_1: "f32[40]", arg56_1: "f32[40]", arg57_1: "f32[240, 40, 1, 1]", arg58_1: "f32[240]", arg59_1: "f32[240]", arg60_1: "f32[240, 1, 5, 5]", arg61_1: "f32[240]", arg62_1: "f32[240]", arg63_1: "f32[64, 240, 1, 1]", arg64_1: "f32[64]", arg65_1: "f32[240, 64, 1, 1]", arg66_1: "f32[240]", arg67_1: "f32[40, 240, 1, 1]", arg68_1: "f32[40]", arg69_1: "f32[40]", arg70_1: "f32[120, 40, 1, 1]", arg71_1: "f32[120]", arg72_1: "f32[120]", arg73_1: "f32[120, 1, 5, 5]", arg74_1: "f32[120]", arg75_1: "f32[120]", arg76_1: "f32[32, 120, 1, 1]", arg77_1: "f32[32]", arg78_1: "f32[120, 32, 1, 1]", arg79_1: "f32[120]", arg80_1: "f32[48, 120, 1, 1]", arg81_1: "f32[48]", arg82_1: "f32[48]", arg83_1: "f32[144, 48, 1, 1]", arg84_1: "f32[144]", arg85_1: "f32[144]", arg86_1: "f32[144, 1, 5, 5]", arg87_1: "f32[144]", arg88_1: "f32[144]", arg89_1: "f32[40, 144, 1, 1]", arg90_1: "f32[40]", arg91_1: "f32[144, 40, 1, 1]", arg92_1: "f32[144]", arg93_1: "f32[48, 144, 1, 1]", arg94_1: "f32[48]", arg95_1: "f32[48]", arg96_1: "f32[288, 48, 1, 1]", arg97_1: "f32[288]", arg98_1: "f32[288]", arg99_1: "f32[288, 1, 5, 5]", arg100_1: "f32[288]", arg101_1: "f32[288]", arg102_1: "f32[72, 288, 1, 1]", arg103_1: "f32[72]", arg104_1: "f32[288, 72, 1, 1]", arg105_1: "f32[288]", arg106_1: "f32[96, 288, 1, 1]", arg107_1: "f32[96]", arg108_1: "f32[96]", arg109_1: "f32[576, 96, 1, 1]", arg110_1: "f32[576]", arg111_1: "f32[576]", arg112_1: "f32[576, 1, 5, 5]", arg113_1: "f32[576]", arg114_1: "f32[576]", arg115_1: "f32[144, 576, 1, 1]", arg116_1: "f32[144]", arg117_1: "f32[576, 144, 1, 1]", arg118_1: "f32[576]", arg119_1: "f32[96, 576, 1, 1]", arg120_1: "f32[96]", arg121_1: "f32[96]", arg122_1: "f32[576, 96, 1, 1]", arg123_1: "f32[576]", arg124_1: "f32[576]", arg125_1: "f32[576, 1, 5, 5]", arg126_1: "f32[576]", arg127_1: "f32[576]", arg128_1: "f32[144, 576, 1, 1]", arg129_1: "f32[144]", arg130_1: "f32[576, 144, 1, 1]", arg131_1: "f32[576]", arg132_1: "f32[96, 576, 1, 1]", arg133_1: "f32[96]", arg134_1: "f32[96]", arg135_1: "f32[576, 96, 1, 1]", arg136_1: "f32[576]", arg137_1: "f32[576]", arg138_1: "f32[1024, 576]", arg139_1: "f32[1024]", arg140_1: "f32[1000, 1024]", arg141_1: "f32[1000]", arg142_1: "f32[16]", arg143_1: "f32[16]", arg144_1: "i64[]", arg145_1: "f32[16]", arg146_1: "f32[16]", arg147_1: "i64[]", arg148_1: "f32[16]", arg149_1: "f32[16]", arg150_1: "i64[]", arg151_1: "f32[72]", arg152_1: "f32[72]", arg153_1: "i64[]", arg154_1: "f32[72]", arg155_1: "f32[72]", arg156_1: "i64[]", arg157_1: "f32[24]", arg158_1: "f32[24]", arg159_1: "i64[]", arg160_1: "f32[88]", arg161_1: "f32[88]", arg162_1: "i64[]", arg163_1: "f32[88]", arg164_1: "f32[88]", arg165_1: "i64[]", arg166_1: "f32[24]", arg167_1: "f32[24]", arg168_1: "i64[]", arg169_1: "f32[96]", arg170_1: "f32[96]", arg171_1: "i64[]", arg172_1: "f32[96]", arg173_1: "f32[96]", arg174_1: "i64[]", arg175_1: "f32[40]", arg176_1: "f32[40]", arg177_1: "i64[]", arg178_1: "f32[240]", arg179_1: "f32[240]", arg180_1: "i64[]", arg181_1: "f32[240]", arg182_1: "f32[240]", arg183_1: "i64[]", arg184_1: "f32[40]", arg185_1: "f32[40]", arg186_1: "i64[]", arg187_1: "f32[240]", arg188_1: "f32[240]", arg189_1: "i64[]", arg190_1: "f32[240]", arg191_1: "f32[240]", arg192_1: "i64[]", arg193_1: "f32[40]", arg194_1: "f32[40]", arg195_1: "i64[]", arg196_1: "f32[120]", arg197_1: "f32[120]", arg198_1: "i64[]", arg199_1: "f32[120]", arg200_1: "f32[120]", arg201_1: "i64[]", arg202_1: "f32[48]", arg203_1: "f32[48]", arg204_1: "i64[]", arg205_1: "f32[144]", arg206_1: "f32[144]", arg207_1: "i64[]", arg208_1: "f32[144]", arg209_1: "f32[144]", arg210_1: "i64[]", arg211_1: "f32[48]", arg212_1: "f32[48]", arg213_1: "i64[]", arg214_1: "f32[288]", arg215_1: "f32[288]", arg216_1: "i64[]", arg217_1: "f32[288]", arg218_1: "f32[288]", arg219_1: "i64[]", arg220_1: "f32[96]", arg221_1: "f32[96]", arg222_1: "i64[]", arg223_1: "f32[576]", arg224_1: "f32[576]", arg225_1: "i64[]", arg226_1: "f32[576]", arg227_1: "f32[576]", arg228_1: "i64[]", arg229_1: "f32[96]", arg230_1: "f32[96]", arg231_1: "i64[]", arg232_1: "f32[576]", arg233_1: "f32[576]", arg234_1: "i64[]", arg235_1: "f32[576]", arg236_1: "f32[576]", arg237_1: "i64[]", arg238_1: "f32[96]", arg239_1: "f32[96]", arg240_1: "i64[]", arg241_1: "f32[576]", arg242_1: "f32[576]", arg243_1: "i64[]", arg244_1: "f32[1, 3, 64, 64]"):
        convolution: "f32[1, 16, 32, 32]" = torch.ops.aten.convolution.default(arg244_1, arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg244_1 = arg0_1 = None
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg1_1, arg2_1, arg142_1, arg143_1, 0.01, 0.001);  convolution = arg1_1 = arg2_1 = arg142_1 = arg143_1 = None
        getitem: "f32[1, 16, 32, 32]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
        add: "f32[1, 16, 32, 32]" = torch.ops.aten.add.Tensor(getitem, 3)
        clamp: "f32[1, 16, 32, 32]" = torch.ops.aten.clamp.default(add, 0);  add = None
        clamp_1: "f32[1, 16, 32, 32]" = torch.ops.aten.clamp.default(clamp, None, 6);  clamp = None
        mul: "f32[1, 16, 32, 32]" = torch.ops.aten.mul.Tensor(getitem, clamp_1);  getitem = clamp_1 = None
        div: "f32[1, 16, 32, 32]" = torch.ops.aten.div.Tensor(mul, 6);  mul = None
        convolution_1: "f32[1, 16, 16, 16]" = torch.ops.aten.convolution.default(div, arg3_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 16);  div = arg3_1 = None
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg4_1, arg5_1, arg145_1, arg146_1, 0.01, 0.001);  convolution_1 = arg4_1 = arg5_1 = arg145_1 = arg146_1 = None
        getitem_3: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
        relu: "f32[1, 16, 16, 16]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
        mean: "f32[1, 16, 1, 1]" = torch.ops.aten.mean.dim(relu, [-1, -2], True)
        convolution_2: "f32[1, 8, 1, 1]" = torch.ops.aten.convolution.default(mean, arg6_1, arg7_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = arg6_1 = arg7_1 = None
        relu_1: "f32[1, 8, 1, 1]" = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None
        convolution_3: "f32[1, 16, 1, 1]" = torch.ops.aten.convolution.default(relu_1, arg8_1, arg9_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = arg8_1 = arg9_1 = None
        add_1: "f32[1, 16, 1, 1]" = torch.ops.aten.add.Tensor(convolution_3, 3);  convolution_3 = None
        clamp_2: "f32[1, 16, 1, 1]" = torch.ops.aten.clamp.default(add_1, 0);  add_1 = None
        clamp_3: "f32[1, 16, 1, 1]" = torch.ops.aten.clamp.default(clamp_2, None, 6);  clamp_2 = None
        div_1: "f32[1, 16, 1, 1]" = torch.ops.aten.div.Tensor(clamp_3, 6);  clamp_3 = None
        mul_1: "f32[1, 16, 16, 16]" = torch.ops.aten.mul.Tensor(div_1, relu);  div_1 = relu = None
        convolution_4: "f32[1, 16, 16, 16]" = torch.ops.aten.convolution.default(mul_1, arg10_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_1 = arg10_1 = None
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, arg11_1, arg12_1, arg148_1, arg149_1, 0.01, 0.001);  convolution_4 = arg11_1 = arg12_1 = arg148_1 = arg149_1 = None
        getitem_6: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_2[0];  _native_batch_norm_legit_no_training_2 = None
        convolution_5: "f32[1, 72, 16, 16]" = torch.ops.aten.convolution.default(getitem_6, arg13_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_6 = arg13_1 = None
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, arg14_1, arg15_1, arg151_1, arg152_1, 0.01, 0.001);  convolution_5 = arg14_1 = arg15_1 = arg151_1 = arg152_1 = None
        getitem_9: "f32[1, 72, 16, 16]" = _native_batch_norm_legit_no_training_3[0];  _native_batch_norm_legit_no_training_3 = None
        relu_2: "f32[1, 72, 16, 16]" = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
        convolution_6: "f32[1, 72, 8, 8]" = torch.ops.aten.convolution.default(relu_2, arg16_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 72);  relu_2 = arg16_1 = None
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, arg17_1, arg18_1, arg154_1, arg155_1, 0.01, 0.001);  convolution_6 = arg17_1 = arg18_1 = arg154_1 = arg155_1 = None
        getitem_12: "f32[1, 72, 8, 8]" = _native_batch_norm_legit_no_training_4[0];  _native_batch_norm_legit_no_training_4 = None
        relu_3: "f32[1, 72, 8, 8]" = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None
        convolution_7: "f32[1, 24, 8, 8]" = torch.ops.aten.convolution.default(relu_3, arg19_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_3 = arg19_1 = None
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, arg20_1, arg21_1, arg157_1, arg158_1, 0.01, 0.001);  convolution_7 = arg20_1 = arg21_1 = arg157_1 = arg158_1 = None
        getitem_15: "f32[1, 24, 8, 8]" = _native_batch_norm_legit_no_training_5[0];  _native_batch_norm_legit_no_training_5 = None
        convolution_8: "f32[1, 88, 8, 8]" = torch.ops.aten.convolution.default(getitem_15, arg22_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg22_1 = None
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, arg23_1, arg24_1, arg160_1, arg161_1, 0.01, 0.001);  convolution_8 = arg23_1 = arg24_1 = arg160_1 = arg161_1 = None
        getitem_18: "f32[1, 88, 8, 8]" = _native_batch_norm_legit_no_training_6[0];  _native_batch_norm_legit_no_training_6 = None
        relu_4: "f32[1, 88, 8, 8]" = torch.ops.aten.relu.default(getitem_18);  getitem_18 = None
        convolution_9: "f32[1, 88, 8, 8]" = torch.ops.aten.convolution.default(relu_4, arg25_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 88);  relu_4 = arg25_1 = None
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, arg26_1, arg27_1, arg163_1, arg164_1, 0.01, 0.001);  convolution_9 = arg26_1 = arg27_1 = arg163_1 = arg164_1 = None
        getitem_21: "f32[1, 88, 8, 8]" = _native_batch_norm_legit_no_training_7[0];  _native_batch_norm_legit_no_training_7 = None
        relu_5: "f32[1, 88, 8, 8]" = torch.ops.aten.relu.default(getitem_21);  getitem_21 = None
        convolution_10: "f32[1, 24, 8, 8]" = torch.ops.aten.convolution.default(relu_5, arg28_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_5 = arg28_1 = None
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, arg29_1, arg30_1, arg166_1, arg167_1, 0.01, 0.001);  convolution_10 = arg29_1 = arg30_1 = arg166_1 = arg167_1 = None
        getitem_24: "f32[1, 24, 8, 8]" = _native_batch_norm_legit_no_training_8[0];  _native_batch_norm_legit_no_training_8 = None
        add_2: "f32[1, 24, 8, 8]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None
        convolution_11: "f32[1, 96, 8, 8]" = torch.ops.aten.convolution.default(add_2, arg31_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_2 = arg31_1 = None
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg32_1, arg33_1, arg169_1, arg170_1, 0.01, 0.001);  convolution_11 = arg32_1 = arg33_1 = arg169_1 = arg170_1 = None
        getitem_27: "f32[1, 96, 8, 8]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
        add_3: "f32[1, 96, 8, 8]" = torch.ops.aten.add.Tensor(getitem_27, 3)
        clamp_4: "f32[1, 96, 8, 8]" = torch.ops.aten.clamp.default(add_3, 0);  add_3 = None
        clamp_5: "f32[1, 96, 8, 8]" = torch.ops.aten.clamp.default(clamp_4, None, 6);  clamp_4 = None
        mul_2: "f32[1, 96, 8, 8]" = torch.ops.aten.mul.Tensor(getitem_27, clamp_5);  getitem_27 = clamp_5 = None
        div_2: "f32[1, 96, 8, 8]" = torch.ops.aten.div.Tensor(mul_2, 6);  mul_2 = None
        convolution_12: "f32[1, 96, 4, 4]" = torch.ops.aten.convolution.default(div_2, arg34_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 96);  div_2 = arg34_1 = None
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, arg35_1, arg36_1, arg172_1, arg173_1, 0.01, 0.001);  convolution_12 = arg35_1 = arg36_1 = arg172_1 = arg173_1 = None
        getitem_30: "f32[1, 96, 4, 4]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
        add_4: "f32[1, 96, 4, 4]" = torch.ops.aten.add.Tensor(getitem_30, 3)
        clamp_6: "f32[1, 96, 4, 4]" = torch.ops.aten.clamp.default(add_4, 0);  add_4 = None
        clamp_7: "f32[1, 96, 4, 4]" = torch.ops.aten.clamp.default(clamp_6, None, 6);  clamp_6 = None
        mul_3: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_30, clamp_7);  getitem_30 = clamp_7 = None
        div_3: "f32[1, 96, 4, 4]" = torch.ops.aten.div.Tensor(mul_3, 6);  mul_3 = None
        mean_1: "f32[1, 96, 1, 1]" = torch.ops.aten.mean.dim(div_3, [-1, -2], True)
        convolution_13: "f32[1, 24, 1, 1]" = torch.ops.aten.convolution.default(mean_1, arg37_1, arg38_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = arg37_1 = arg38_1 = None
        relu_6: "f32[1, 24, 1, 1]" = torch.ops.aten.relu.default(convolution_13);  convolution_13 = None
        convolution_14: "f32[1, 96, 1, 1]" = torch.ops.aten.convolution.default(relu_6, arg39_1, arg40_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_6 = arg39_1 = arg40_1 = None
        add_5: "f32[1, 96, 1, 1]" = torch.ops.aten.add.Tensor(convolution_14, 3);  convolution_14 = None
        clamp_8: "f32[1, 96, 1, 1]" = torch.ops.aten.clamp.default(add_5, 0);  add_5 = None
        clamp_9: "f32[1, 96, 1, 1]" = torch.ops.aten.clamp.default(clamp_8, None, 6);  clamp_8 = None
        div_4: "f32[1, 96, 1, 1]" = torch.ops.aten.div.Tensor(clamp_9, 6);  clamp_9 = None
        mul_4: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(div_4, div_3);  div_4 = div_3 = None
        convolution_15: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_4, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = arg41_1 = None
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg42_1, arg43_1, arg175_1, arg176_1, 0.01, 0.001);  convolution_15 = arg42_1 = arg43_1 = arg175_1 = arg176_1 = None
        getitem_33: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
        convolution_16: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(getitem_33, arg44_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg44_1 = None
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg45_1, arg46_1, arg178_1, arg179_1, 0.01, 0.001);  convolution_16 = arg45_1 = arg46_1 = arg178_1 = arg179_1 = None
        getitem_36: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
        add_6: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(getitem_36, 3)
        clamp_10: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(add_6, 0);  add_6 = None
        clamp_11: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(clamp_10, None, 6);  clamp_10 = None
        mul_5: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_36, clamp_11);  getitem_36 = clamp_11 = None
        div_5: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Tensor(mul_5, 6);  mul_5 = None
        convolution_17: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(div_5, arg47_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  div_5 = arg47_1 = None
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, arg48_1, arg49_1, arg181_1, arg182_1, 0.01, 0.001);  convolution_17 = arg48_1 = arg49_1 = arg181_1 = arg182_1 = None
        getitem_39: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
        add_7: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(getitem_39, 3)
        clamp_12: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(add_7, 0);  add_7 = None
        clamp_13: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(clamp_12, None, 6);  clamp_12 = None
        mul_6: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_39, clamp_13);  getitem_39 = clamp_13 = None
        div_6: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Tensor(mul_6, 6);  mul_6 = None
        mean_2: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(div_6, [-1, -2], True)
        convolution_18: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_2, arg50_1, arg51_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = arg50_1 = arg51_1 = None
        relu_7: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_18);  convolution_18 = None
        convolution_19: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_7, arg52_1, arg53_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = arg52_1 = arg53_1 = None
        add_8: "f32[1, 240, 1, 1]" = torch.ops.aten.add.Tensor(convolution_19, 3);  convolution_19 = None
        clamp_14: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp.default(add_8, 0);  add_8 = None
        clamp_15: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp.default(clamp_14, None, 6);  clamp_14 = None
        div_7: "f32[1, 240, 1, 1]" = torch.ops.aten.div.Tensor(clamp_15, 6);  clamp_15 = None
        mul_7: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(div_7, div_6);  div_7 = div_6 = None
        convolution_20: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_7, arg54_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = arg54_1 = None
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg55_1, arg56_1, arg184_1, arg185_1, 0.01, 0.001);  convolution_20 = arg55_1 = arg56_1 = arg184_1 = arg185_1 = None
        getitem_42: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None
        add_9: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = getitem_33 = None
        convolution_21: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(add_9, arg57_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg57_1 = None
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg58_1, arg59_1, arg187_1, arg188_1, 0.01, 0.001);  convolution_21 = arg58_1 = arg59_1 = arg187_1 = arg188_1 = None
        getitem_45: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
        add_10: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(getitem_45, 3)
        clamp_16: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(add_10, 0);  add_10 = None
        clamp_17: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(clamp_16, None, 6);  clamp_16 = None
        mul_8: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_45, clamp_17);  getitem_45 = clamp_17 = None
        div_8: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Tensor(mul_8, 6);  mul_8 = None
        convolution_22: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(div_8, arg60_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  div_8 = arg60_1 = None
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg61_1, arg62_1, arg190_1, arg191_1, 0.01, 0.001);  convolution_22 = arg61_1 = arg62_1 = arg190_1 = arg191_1 = None
        getitem_48: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
        add_11: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(getitem_48, 3)
        clamp_18: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(add_11, 0);  add_11 = None
        clamp_19: "f32[1, 240, 4, 4]" = torch.ops.aten.clamp.default(clamp_18, None, 6);  clamp_18 = None
        mul_9: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_48, clamp_19);  getitem_48 = clamp_19 = None
        div_9: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Tensor(mul_9, 6);  mul_9 = None
        mean_3: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(div_9, [-1, -2], True)
        convolution_23: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_3, arg63_1, arg64_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = arg63_1 = arg64_1 = None
        relu_8: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_23);  convolution_23 = None
        convolution_24: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_8, arg65_1, arg66_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = arg65_1 = arg66_1 = None
        add_12: "f32[1, 240, 1, 1]" = torch.ops.aten.add.Tensor(convolution_24, 3);  convolution_24 = None
        clamp_20: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp.default(add_12, 0);  add_12 = None
        clamp_21: "f32[1, 240, 1, 1]" = torch.ops.aten.clamp.default(clamp_20, None, 6);  clamp_20 = None
        div_10: "f32[1, 240, 1, 1]" = torch.ops.aten.div.Tensor(clamp_21, 6);  clamp_21 = None
        mul_10: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(div_10, div_9);  div_10 = div_9 = None
        convolution_25: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_10, arg67_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_10 = arg67_1 = None
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg68_1, arg69_1, arg193_1, arg194_1, 0.01, 0.001);  convolution_25 = arg68_1 = arg69_1 = arg193_1 = arg194_1 = None
        getitem_51: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
        add_13: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_51, add_9);  getitem_51 = add_9 = None
        convolution_26: "f32[1, 120, 4, 4]" = torch.ops.aten.convolution.default(add_13, arg70_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_13 = arg70_1 = None
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg71_1, arg72_1, arg196_1, arg197_1, 0.01, 0.001);  convolution_26 = arg71_1 = arg72_1 = arg196_1 = arg197_1 = None
        getitem_54: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
        add_14: "f32[1, 120, 4, 4]" = torch.ops.aten.add.Tensor(getitem_54, 3)
        clamp_22: "f32[1, 120, 4, 4]" = torch.ops.aten.clamp.default(add_14, 0);  add_14 = None
        clamp_23: "f32[1, 120, 4, 4]" = torch.ops.aten.clamp.default(clamp_22, None, 6);  clamp_22 = None
        mul_11: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_54, clamp_23);  getitem_54 = clamp_23 = None
        div_11: "f32[1, 120, 4, 4]" = torch.ops.aten.div.Tensor(mul_11, 6);  mul_11 = None
        convolution_27: "f32[1, 120, 4, 4]" = torch.ops.aten.convolution.default(div_11, arg73_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 120);  div_11 = arg73_1 = None
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, arg74_1, arg75_1, arg199_1, arg200_1, 0.01, 0.001);  convolution_27 = arg74_1 = arg75_1 = arg199_1 = arg200_1 = None
        getitem_57: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
        add_15: "f32[1, 120, 4, 4]" = torch.ops.aten.add.Tensor(getitem_57, 3)
        clamp_24: "f32[1, 120, 4, 4]" = torch.ops.aten.clamp.default(add_15, 0);  add_15 = None
        clamp_25: "f32[1, 120, 4, 4]" = torch.ops.aten.clamp.default(clamp_24, None, 6);  clamp_24 = None
        mul_12: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_57, clamp_25);  getitem_57 = clamp_25 = None
        div_12: "f32[1, 120, 4, 4]" = torch.ops.aten.div.Tensor(mul_12, 6);  mul_12 = None
        mean_4: "f32[1, 120, 1, 1]" = torch.ops.aten.mean.dim(div_12, [-1, -2], True)
        convolution_28: "f32[1, 32, 1, 1]" = torch.ops.aten.convolution.default(mean_4, arg76_1, arg77_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = arg76_1 = arg77_1 = None
        relu_9: "f32[1, 32, 1, 1]" = torch.ops.aten.relu.default(convolution_28);  convolution_28 = None
        convolution_29: "f32[1, 120, 1, 1]" = torch.ops.aten.convolution.default(relu_9, arg78_1, arg79_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg78_1 = arg79_1 = None
        add_16: "f32[1, 120, 1, 1]" = torch.ops.aten.add.Tensor(convolution_29, 3);  convolution_29 = None
        clamp_26: "f32[1, 120, 1, 1]" = torch.ops.aten.clamp.default(add_16, 0);  add_16 = None
        clamp_27: "f32[1, 120, 1, 1]" = torch.ops.aten.clamp.default(clamp_26, None, 6);  clamp_26 = None
        div_13: "f32[1, 120, 1, 1]" = torch.ops.aten.div.Tensor(clamp_27, 6);  clamp_27 = None
        mul_13: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(div_13, div_12);  div_13 = div_12 = None
        convolution_30: "f32[1, 48, 4, 4]" = torch.ops.aten.convolution.default(mul_13, arg80_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_13 = arg80_1 = None
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg81_1, arg82_1, arg202_1, arg203_1, 0.01, 0.001);  convolution_30 = arg81_1 = arg82_1 = arg202_1 = arg203_1 = None
        getitem_60: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
        convolution_31: "f32[1, 144, 4, 4]" = torch.ops.aten.convolution.default(getitem_60, arg83_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg83_1 = None
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg84_1, arg85_1, arg205_1, arg206_1, 0.01, 0.001);  convolution_31 = arg84_1 = arg85_1 = arg205_1 = arg206_1 = None
        getitem_63: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
        add_17: "f32[1, 144, 4, 4]" = torch.ops.aten.add.Tensor(getitem_63, 3)
        clamp_28: "f32[1, 144, 4, 4]" = torch.ops.aten.clamp.default(add_17, 0);  add_17 = None
        clamp_29: "f32[1, 144, 4, 4]" = torch.ops.aten.clamp.default(clamp_28, None, 6);  clamp_28 = None
        mul_14: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_63, clamp_29);  getitem_63 = clamp_29 = None
        div_14: "f32[1, 144, 4, 4]" = torch.ops.aten.div.Tensor(mul_14, 6);  mul_14 = None
        convolution_32: "f32[1, 144, 4, 4]" = torch.ops.aten.convolution.default(div_14, arg86_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 144);  div_14 = arg86_1 = None
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg87_1, arg88_1, arg208_1, arg209_1, 0.01, 0.001);  convolution_32 = arg87_1 = arg88_1 = arg208_1 = arg209_1 = None
        getitem_66: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
        add_18: "f32[1, 144, 4, 4]" = torch.ops.aten.add.Tensor(getitem_66, 3)
        clamp_30: "f32[1, 144, 4, 4]" = torch.ops.aten.clamp.default(add_18, 0);  add_18 = None
        clamp_31: "f32[1, 144, 4, 4]" = torch.ops.aten.clamp.default(clamp_30, None, 6);  clamp_30 = None
        mul_15: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_66, clamp_31);  getitem_66 = clamp_31 = None
        div_15: "f32[1, 144, 4, 4]" = torch.ops.aten.div.Tensor(mul_15, 6);  mul_15 = None
        mean_5: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(div_15, [-1, -2], True)
        convolution_33: "f32[1, 40, 1, 1]" = torch.ops.aten.convolution.default(mean_5, arg89_1, arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = arg89_1 = arg90_1 = None
        relu_10: "f32[1, 40, 1, 1]" = torch.ops.aten.relu.default(convolution_33);  convolution_33 = None
        convolution_34: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(relu_10, arg91_1, arg92_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_10 = arg91_1 = arg92_1 = None
        add_19: "f32[1, 144, 1, 1]" = torch.ops.aten.add.Tensor(convolution_34, 3);  convolution_34 = None
        clamp_32: "f32[1, 144, 1, 1]" = torch.ops.aten.clamp.default(add_19, 0);  add_19 = None
        clamp_33: "f32[1, 144, 1, 1]" = torch.ops.aten.clamp.default(clamp_32, None, 6);  clamp_32 = None
        div_16: "f32[1, 144, 1, 1]" = torch.ops.aten.div.Tensor(clamp_33, 6);  clamp_33 = None
        mul_16: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(div_16, div_15);  div_16 = div_15 = None
        convolution_35: "f32[1, 48, 4, 4]" = torch.ops.aten.convolution.default(mul_16, arg93_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_16 = arg93_1 = None
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg94_1, arg95_1, arg211_1, arg212_1, 0.01, 0.001);  convolution_35 = arg94_1 = arg95_1 = arg211_1 = arg212_1 = None
        getitem_69: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None
        add_20: "f32[1, 48, 4, 4]" = torch.ops.aten.add.Tensor(getitem_69, getitem_60);  getitem_69 = getitem_60 = None
        convolution_36: "f32[1, 288, 4, 4]" = torch.ops.aten.convolution.default(add_20, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_20 = arg96_1 = None
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg97_1, arg98_1, arg214_1, arg215_1, 0.01, 0.001);  convolution_36 = arg97_1 = arg98_1 = arg214_1 = arg215_1 = None
        getitem_72: "f32[1, 288, 4, 4]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
        add_21: "f32[1, 288, 4, 4]" = torch.ops.aten.add.Tensor(getitem_72, 3)
        clamp_34: "f32[1, 288, 4, 4]" = torch.ops.aten.clamp.default(add_21, 0);  add_21 = None
        clamp_35: "f32[1, 288, 4, 4]" = torch.ops.aten.clamp.default(clamp_34, None, 6);  clamp_34 = None
        mul_17: "f32[1, 288, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_72, clamp_35);  getitem_72 = clamp_35 = None
        div_17: "f32[1, 288, 4, 4]" = torch.ops.aten.div.Tensor(mul_17, 6);  mul_17 = None
        convolution_37: "f32[1, 288, 2, 2]" = torch.ops.aten.convolution.default(div_17, arg99_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 288);  div_17 = arg99_1 = None
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, arg100_1, arg101_1, arg217_1, arg218_1, 0.01, 0.001);  convolution_37 = arg100_1 = arg101_1 = arg217_1 = arg218_1 = None
        getitem_75: "f32[1, 288, 2, 2]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
        add_22: "f32[1, 288, 2, 2]" = torch.ops.aten.add.Tensor(getitem_75, 3)
        clamp_36: "f32[1, 288, 2, 2]" = torch.ops.aten.clamp.default(add_22, 0);  add_22 = None
        clamp_37: "f32[1, 288, 2, 2]" = torch.ops.aten.clamp.default(clamp_36, None, 6);  clamp_36 = None
        mul_18: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_75, clamp_37);  getitem_75 = clamp_37 = None
        div_18: "f32[1, 288, 2, 2]" = torch.ops.aten.div.Tensor(mul_18, 6);  mul_18 = None
        mean_6: "f32[1, 288, 1, 1]" = torch.ops.aten.mean.dim(div_18, [-1, -2], True)
        convolution_38: "f32[1, 72, 1, 1]" = torch.ops.aten.convolution.default(mean_6, arg102_1, arg103_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = arg102_1 = arg103_1 = None
        relu_11: "f32[1, 72, 1, 1]" = torch.ops.aten.relu.default(convolution_38);  convolution_38 = None
        convolution_39: "f32[1, 288, 1, 1]" = torch.ops.aten.convolution.default(relu_11, arg104_1, arg105_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg104_1 = arg105_1 = None
        add_23: "f32[1, 288, 1, 1]" = torch.ops.aten.add.Tensor(convolution_39, 3);  convolution_39 = None
        clamp_38: "f32[1, 288, 1, 1]" = torch.ops.aten.clamp.default(add_23, 0);  add_23 = None
        clamp_39: "f32[1, 288, 1, 1]" = torch.ops.aten.clamp.default(clamp_38, None, 6);  clamp_38 = None
        div_19: "f32[1, 288, 1, 1]" = torch.ops.aten.div.Tensor(clamp_39, 6);  clamp_39 = None
        mul_19: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(div_19, div_18);  div_19 = div_18 = None
        convolution_40: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_19, arg106_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_19 = arg106_1 = None
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg107_1, arg108_1, arg220_1, arg221_1, 0.01, 0.001);  convolution_40 = arg107_1 = arg108_1 = arg220_1 = arg221_1 = None
        getitem_78: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
        convolution_41: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(getitem_78, arg109_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg109_1 = None
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg110_1, arg111_1, arg223_1, arg224_1, 0.01, 0.001);  convolution_41 = arg110_1 = arg111_1 = arg223_1 = arg224_1 = None
        getitem_81: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
        add_24: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_81, 3)
        clamp_40: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_24, 0);  add_24 = None
        clamp_41: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_40, None, 6);  clamp_40 = None
        mul_20: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_81, clamp_41);  getitem_81 = clamp_41 = None
        div_20: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_20, 6);  mul_20 = None
        convolution_42: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(div_20, arg112_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  div_20 = arg112_1 = None
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, arg113_1, arg114_1, arg226_1, arg227_1, 0.01, 0.001);  convolution_42 = arg113_1 = arg114_1 = arg226_1 = arg227_1 = None
        getitem_84: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
        add_25: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_84, 3)
        clamp_42: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_25, 0);  add_25 = None
        clamp_43: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_42, None, 6);  clamp_42 = None
        mul_21: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_84, clamp_43);  getitem_84 = clamp_43 = None
        div_21: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_21, 6);  mul_21 = None
        mean_7: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_21, [-1, -2], True)
        convolution_43: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_7, arg115_1, arg116_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = arg115_1 = arg116_1 = None
        relu_12: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_43);  convolution_43 = None
        convolution_44: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_12, arg117_1, arg118_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = arg117_1 = arg118_1 = None
        add_26: "f32[1, 576, 1, 1]" = torch.ops.aten.add.Tensor(convolution_44, 3);  convolution_44 = None
        clamp_44: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp.default(add_26, 0);  add_26 = None
        clamp_45: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp.default(clamp_44, None, 6);  clamp_44 = None
        div_22: "f32[1, 576, 1, 1]" = torch.ops.aten.div.Tensor(clamp_45, 6);  clamp_45 = None
        mul_22: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(div_22, div_21);  div_22 = div_21 = None
        convolution_45: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_22, arg119_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_22 = arg119_1 = None
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg120_1, arg121_1, arg229_1, arg230_1, 0.01, 0.001);  convolution_45 = arg120_1 = arg121_1 = arg229_1 = arg230_1 = None
        getitem_87: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None
        add_27: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = getitem_78 = None
        convolution_46: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(add_27, arg122_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg122_1 = None
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg123_1, arg124_1, arg232_1, arg233_1, 0.01, 0.001);  convolution_46 = arg123_1 = arg124_1 = arg232_1 = arg233_1 = None
        getitem_90: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
        add_28: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_90, 3)
        clamp_46: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_28, 0);  add_28 = None
        clamp_47: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_46, None, 6);  clamp_46 = None
        mul_23: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_90, clamp_47);  getitem_90 = clamp_47 = None
        div_23: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_23, 6);  mul_23 = None
        convolution_47: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(div_23, arg125_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  div_23 = arg125_1 = None
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg126_1, arg127_1, arg235_1, arg236_1, 0.01, 0.001);  convolution_47 = arg126_1 = arg127_1 = arg235_1 = arg236_1 = None
        getitem_93: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
        add_29: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_93, 3)
        clamp_48: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_29, 0);  add_29 = None
        clamp_49: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_48, None, 6);  clamp_48 = None
        mul_24: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_93, clamp_49);  getitem_93 = clamp_49 = None
        div_24: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_24, 6);  mul_24 = None
        mean_8: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_24, [-1, -2], True)
        convolution_48: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_8, arg128_1, arg129_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = arg128_1 = arg129_1 = None
        relu_13: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_48);  convolution_48 = None
        convolution_49: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_13, arg130_1, arg131_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = arg130_1 = arg131_1 = None
        add_30: "f32[1, 576, 1, 1]" = torch.ops.aten.add.Tensor(convolution_49, 3);  convolution_49 = None
        clamp_50: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp.default(add_30, 0);  add_30 = None
        clamp_51: "f32[1, 576, 1, 1]" = torch.ops.aten.clamp.default(clamp_50, None, 6);  clamp_50 = None
        div_25: "f32[1, 576, 1, 1]" = torch.ops.aten.div.Tensor(clamp_51, 6);  clamp_51 = None
        mul_25: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(div_25, div_24);  div_25 = div_24 = None
        convolution_50: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_25, arg132_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_25 = arg132_1 = None
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg133_1, arg134_1, arg238_1, arg239_1, 0.01, 0.001);  convolution_50 = arg133_1 = arg134_1 = arg238_1 = arg239_1 = None
        getitem_96: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None
        add_31: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_96, add_27);  getitem_96 = add_27 = None
        convolution_51: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(add_31, arg135_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_31 = arg135_1 = None
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg136_1, arg137_1, arg241_1, arg242_1, 0.01, 0.001);  convolution_51 = arg136_1 = arg137_1 = arg241_1 = arg242_1 = None
        getitem_99: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
        add_32: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(getitem_99, 3)
        clamp_52: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(add_32, 0);  add_32 = None
        clamp_53: "f32[1, 576, 2, 2]" = torch.ops.aten.clamp.default(clamp_52, None, 6);  clamp_52 = None
        mul_26: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_99, clamp_53);  getitem_99 = clamp_53 = None
        div_26: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Tensor(mul_26, 6);  mul_26 = None
        mean_9: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(div_26, [-1, -2], True);  div_26 = None
        view: "f32[1, 576]" = torch.ops.aten.view.default(mean_9, [1, 576]);  mean_9 = None
        permute: "f32[576, 1024]" = torch.ops.aten.permute.default(arg138_1, [1, 0]);  arg138_1 = None
        addmm: "f32[1, 1024]" = torch.ops.aten.addmm.default(arg139_1, view, permute);  arg139_1 = view = permute = None
        add_33: "f32[1, 1024]" = torch.ops.aten.add.Tensor(addmm, 3)
        clamp_54: "f32[1, 1024]" = torch.ops.aten.clamp.default(add_33, 0);  add_33 = None
        clamp_55: "f32[1, 1024]" = torch.ops.aten.clamp.default(clamp_54, None, 6);  clamp_54 = None
        mul_27: "f32[1, 1024]" = torch.ops.aten.mul.Tensor(addmm, clamp_55);  addmm = clamp_55 = None
        div_27: "f32[1, 1024]" = torch.ops.aten.div.Tensor(mul_27, 6);  mul_27 = None
        permute_1: "f32[1024, 1000]" = torch.ops.aten.permute.default(arg140_1, [1, 0]);  arg140_1 = None
        addmm_1: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg141_1, div_27, permute_1);  arg141_1 = div_27 = permute_1 = None
        return (addmm_1,)
