class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[16]", arg2_1: "f32[16]", arg3_1: "f32[16, 1, 3, 3]", arg4_1: "f32[16]", arg5_1: "f32[16]", arg6_1: "f32[8, 16, 1, 1]", arg7_1: "f32[8]", arg8_1: "f32[16, 8, 1, 1]", arg9_1: "f32[16]", arg10_1: "f32[16, 16, 1, 1]", arg11_1: "f32[16]", arg12_1: "f32[16]", arg13_1: "f32[72, 16, 1, 1]", arg14_1: "f32[72]", arg15_1: "f32[72]", arg16_1: "f32[72, 1, 3, 3]", arg17_1: "f32[72]", arg18_1: "f32[72]", arg19_1: "f32[24, 72, 1, 1]", arg20_1: "f32[24]", arg21_1: "f32[24]", arg22_1: "f32[88, 24, 1, 1]", arg23_1: "f32[88]", arg24_1: "f32[88]", arg25_1: "f32[88, 1, 3, 3]", arg26_1: "f32[88]", arg27_1: "f32[88]", arg28_1: "f32[24, 88, 1, 1]", arg29_1: "f32[24]", arg30_1: "f32[24]", arg31_1: "f32[96, 24, 1, 1]", arg32_1: "f32[96]", arg33_1: "f32[96]", arg34_1: "f32[96, 1, 5, 5]", arg35_1: "f32[96]", arg36_1: "f32[96]", arg37_1: "f32[24, 96, 1, 1]", arg38_1: "f32[24]", arg39_1: "f32[96, 24, 1, 1]", arg40_1: "f32[96]", arg41_1: "f32[40, 96, 1, 1]", arg42_1: "f32[40]", arg43_1: "f32[40]", arg44_1: "f32[240, 40, 1, 1]", arg45_1: "f32[240]", arg46_1: "f32[240]", arg47_1: "f32[240, 1, 5, 5]", arg48_1: "f32[240]", arg49_1: "f32[240]", arg50_1: "f32[64, 240, 1, 1]", arg51_1: "f32[64]", arg52_1: "f32[240, 64, 1, 1]", arg53_1: "f32[240]", arg54_1: "f32[40, 240, 1, 1]", arg55_1: "f32[40]", arg56_1: "f32[40]", arg57_1: "f32[240, 40, 1, 1]", arg58_1: "f32[240]", arg59_1: "f32[240]", arg60_1: "f32[240, 1, 5, 5]", arg61_1: "f32[240]", arg62_1: "f32[240]", arg63_1: "f32[64, 240, 1, 1]", arg64_1: "f32[64]", arg65_1: "f32[240, 64, 1, 1]", arg66_1: "f32[240]", arg67_1: "f32[40, 240, 1, 1]", arg68_1: "f32[40]", arg69_1: "f32[40]", arg70_1: "f32[120, 40, 1, 1]", arg71_1: "f32[120]", arg72_1: "f32[120]", arg73_1: "f32[120, 1, 5, 5]", arg74_1: "f32[120]", arg75_1: "f32[120]", arg76_1: "f32[32, 120, 1, 1]", arg77_1: "f32[32]", arg78_1: "f32[120, 32, 1, 1]", arg79_1: "f32[120]", arg80_1: "f32[48, 120, 1, 1]", arg81_1: "f32[48]", arg82_1: "f32[48]", arg83_1: "f32[144, 48, 1, 1]", arg84_1: "f32[144]", arg85_1: "f32[144]", arg86_1: "f32[144, 1, 5, 5]", arg87_1: "f32[144]", arg88_1: "f32[144]", arg89_1: "f32[40, 144, 1, 1]", arg90_1: "f32[40]", arg91_1: "f32[144, 40, 1, 1]", arg92_1: "f32[144]", arg93_1: "f32[48, 144, 1, 1]", arg94_1: "f32[48]", arg95_1: "f32[48]", arg96_1: "f32[288, 48, 1, 1]", arg97_1: "f32[288]", arg98_1: "f32[288]", arg99_1: "f32[288, 1, 5, 5]", arg100_1: "f32[288]", arg101_1: "f32[288]", arg102_1: "f32[72, 288, 1, 1]", arg103_1: "f32[72]", arg104_1: "f32[288, 72, 1, 1]", arg105_1: "f32[288]", arg106_1: "f32[96, 288, 1, 1]", arg107_1: "f32[96]", arg108_1: "f32[96]", arg109_1: "f32[576, 96, 1, 1]", arg110_1: "f32[576]", arg111_1: "f32[576]", arg112_1: "f32[576, 1, 5, 5]", arg113_1: "f32[576]", arg114_1: "f32[576]", arg115_1: "f32[144, 576, 1, 1]", arg116_1: "f32[144]", arg117_1: "f32[576, 144, 1, 1]", arg118_1: "f32[576]", arg119_1: "f32[96, 576, 1, 1]", arg120_1: "f32[96]", arg121_1: "f32[96]", arg122_1: "f32[576, 96, 1, 1]", arg123_1: "f32[576]", arg124_1: "f32[576]", arg125_1: "f32[576, 1, 5, 5]", arg126_1: "f32[576]", arg127_1: "f32[576]", arg128_1: "f32[144, 576, 1, 1]", arg129_1: "f32[144]", arg130_1: "f32[576, 144, 1, 1]", arg131_1: "f32[576]", arg132_1: "f32[96, 576, 1, 1]", arg133_1: "f32[96]", arg134_1: "f32[96]", arg135_1: "f32[576, 96, 1, 1]", arg136_1: "f32[576]", arg137_1: "f32[576]", arg138_1: "f32[1024, 576]", arg139_1: "f32[1024]", arg140_1: "f32[1000, 1024]", arg141_1: "f32[1000]", arg142_1: "f32[16]", arg143_1: "f32[16]", arg144_1: "i64[]", arg145_1: "f32[16]", arg146_1: "f32[16]", arg147_1: "i64[]", arg148_1: "f32[16]", arg149_1: "f32[16]", arg150_1: "i64[]", arg151_1: "f32[72]", arg152_1: "f32[72]", arg153_1: "i64[]", arg154_1: "f32[72]", arg155_1: "f32[72]", arg156_1: "i64[]", arg157_1: "f32[24]", arg158_1: "f32[24]", arg159_1: "i64[]", arg160_1: "f32[88]", arg161_1: "f32[88]", arg162_1: "i64[]", arg163_1: "f32[88]", arg164_1: "f32[88]", arg165_1: "i64[]", arg166_1: "f32[24]", arg167_1: "f32[24]", arg168_1: "i64[]", arg169_1: "f32[96]", arg170_1: "f32[96]", arg171_1: "i64[]", arg172_1: "f32[96]", arg173_1: "f32[96]", arg174_1: "i64[]", arg175_1: "f32[40]", arg176_1: "f32[40]", arg177_1: "i64[]", arg178_1: "f32[240]", arg179_1: "f32[240]", arg180_1: "i64[]", arg181_1: "f32[240]", arg182_1: "f32[240]", arg183_1: "i64[]", arg184_1: "f32[40]", arg185_1: "f32[40]", arg186_1: "i64[]", arg187_1: "f32[240]", arg188_1: "f32[240]", arg189_1: "i64[]", arg190_1: "f32[240]", arg191_1: "f32[240]", arg192_1: "i64[]", arg193_1: "f32[40]", arg194_1: "f32[40]", arg195_1: "i64[]", arg196_1: "f32[120]", arg197_1: "f32[120]", arg198_1: "i64[]", arg199_1: "f32[120]", arg200_1: "f32[120]", arg201_1: "i64[]", arg202_1: "f32[48]", arg203_1: "f32[48]", arg204_1: "i64[]", arg205_1: "f32[144]", arg206_1: "f32[144]", arg207_1: "i64[]", arg208_1: "f32[144]", arg209_1: "f32[144]", arg210_1: "i64[]", arg211_1: "f32[48]", arg212_1: "f32[48]", arg213_1: "i64[]", arg214_1: "f32[288]", arg215_1: "f32[288]", arg216_1: "i64[]", arg217_1: "f32[288]", arg218_1: "f32[288]", arg219_1: "i64[]", arg220_1: "f32[96]", arg221_1: "f32[96]", arg222_1: "i64[]", arg223_1: "f32[576]", arg224_1: "f32[576]", arg225_1: "i64[]", arg226_1: "f32[576]", arg227_1: "f32[576]", arg228_1: "i64[]", arg229_1: "f32[96]", arg230_1: "f32[96]", arg231_1: "i64[]", arg232_1: "f32[576]", arg233_1: "f32[576]", arg234_1: "i64[]", arg235_1: "f32[576]", arg236_1: "f32[576]", arg237_1: "i64[]", arg238_1: "f32[96]", arg239_1: "f32[96]", arg240_1: "i64[]", arg241_1: "f32[576]", arg242_1: "f32[576]", arg243_1: "i64[]", arg244_1: "f32[1, 3, 64, 64]"):
        convolution: "f32[1, 16, 32, 32]" = torch.ops.aten.convolution.default(arg244_1, arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg244_1 = arg0_1 = None
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, arg1_1, arg2_1, arg142_1, arg143_1, 0.01, 0.001);  convolution = arg1_1 = arg2_1 = arg142_1 = arg143_1 = None
        getitem: "f32[1, 16, 32, 32]" = _native_batch_norm_legit_no_training[0];  _native_batch_norm_legit_no_training = None
        hardswish: "f32[1, 16, 32, 32]" = torch.ops.aten.hardswish.default(getitem);  getitem = None
        convolution_1: "f32[1, 16, 16, 16]" = torch.ops.aten.convolution.default(hardswish, arg3_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 16);  hardswish = arg3_1 = None
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, arg4_1, arg5_1, arg145_1, arg146_1, 0.01, 0.001);  convolution_1 = arg4_1 = arg5_1 = arg145_1 = arg146_1 = None
        getitem_3: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_1[0];  _native_batch_norm_legit_no_training_1 = None
        relu: "f32[1, 16, 16, 16]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
        mean: "f32[1, 16, 1, 1]" = torch.ops.aten.mean.dim(relu, [-1, -2], True)
        convolution_2: "f32[1, 8, 1, 1]" = torch.ops.aten.convolution.default(mean, arg6_1, arg7_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = arg6_1 = arg7_1 = None
        relu_1: "f32[1, 8, 1, 1]" = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None
        convolution_3: "f32[1, 16, 1, 1]" = torch.ops.aten.convolution.default(relu_1, arg8_1, arg9_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = arg8_1 = arg9_1 = None
        hardsigmoid: "f32[1, 16, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_3);  convolution_3 = None
        mul: "f32[1, 16, 16, 16]" = torch.ops.aten.mul.Tensor(hardsigmoid, relu);  hardsigmoid = relu = None
        convolution_4: "f32[1, 16, 16, 16]" = torch.ops.aten.convolution.default(mul, arg10_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul = arg10_1 = None
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
        add: "f32[1, 24, 8, 8]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None
        convolution_11: "f32[1, 96, 8, 8]" = torch.ops.aten.convolution.default(add, arg31_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add = arg31_1 = None
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, arg32_1, arg33_1, arg169_1, arg170_1, 0.01, 0.001);  convolution_11 = arg32_1 = arg33_1 = arg169_1 = arg170_1 = None
        getitem_27: "f32[1, 96, 8, 8]" = _native_batch_norm_legit_no_training_9[0];  _native_batch_norm_legit_no_training_9 = None
        hardswish_1: "f32[1, 96, 8, 8]" = torch.ops.aten.hardswish.default(getitem_27);  getitem_27 = None
        convolution_12: "f32[1, 96, 4, 4]" = torch.ops.aten.convolution.default(hardswish_1, arg34_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 96);  hardswish_1 = arg34_1 = None
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, arg35_1, arg36_1, arg172_1, arg173_1, 0.01, 0.001);  convolution_12 = arg35_1 = arg36_1 = arg172_1 = arg173_1 = None
        getitem_30: "f32[1, 96, 4, 4]" = _native_batch_norm_legit_no_training_10[0];  _native_batch_norm_legit_no_training_10 = None
        hardswish_2: "f32[1, 96, 4, 4]" = torch.ops.aten.hardswish.default(getitem_30);  getitem_30 = None
        mean_1: "f32[1, 96, 1, 1]" = torch.ops.aten.mean.dim(hardswish_2, [-1, -2], True)
        convolution_13: "f32[1, 24, 1, 1]" = torch.ops.aten.convolution.default(mean_1, arg37_1, arg38_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = arg37_1 = arg38_1 = None
        relu_6: "f32[1, 24, 1, 1]" = torch.ops.aten.relu.default(convolution_13);  convolution_13 = None
        convolution_14: "f32[1, 96, 1, 1]" = torch.ops.aten.convolution.default(relu_6, arg39_1, arg40_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_6 = arg39_1 = arg40_1 = None
        hardsigmoid_1: "f32[1, 96, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_14);  convolution_14 = None
        mul_1: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_1, hardswish_2);  hardsigmoid_1 = hardswish_2 = None
        convolution_15: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_1, arg41_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_1 = arg41_1 = None
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, arg42_1, arg43_1, arg175_1, arg176_1, 0.01, 0.001);  convolution_15 = arg42_1 = arg43_1 = arg175_1 = arg176_1 = None
        getitem_33: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_11[0];  _native_batch_norm_legit_no_training_11 = None
        convolution_16: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(getitem_33, arg44_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg44_1 = None
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, arg45_1, arg46_1, arg178_1, arg179_1, 0.01, 0.001);  convolution_16 = arg45_1 = arg46_1 = arg178_1 = arg179_1 = None
        getitem_36: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_12[0];  _native_batch_norm_legit_no_training_12 = None
        hardswish_3: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_36);  getitem_36 = None
        convolution_17: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(hardswish_3, arg47_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  hardswish_3 = arg47_1 = None
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, arg48_1, arg49_1, arg181_1, arg182_1, 0.01, 0.001);  convolution_17 = arg48_1 = arg49_1 = arg181_1 = arg182_1 = None
        getitem_39: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_13[0];  _native_batch_norm_legit_no_training_13 = None
        hardswish_4: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_39);  getitem_39 = None
        mean_2: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(hardswish_4, [-1, -2], True)
        convolution_18: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_2, arg50_1, arg51_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = arg50_1 = arg51_1 = None
        relu_7: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_18);  convolution_18 = None
        convolution_19: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_7, arg52_1, arg53_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_7 = arg52_1 = arg53_1 = None
        hardsigmoid_2: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_19);  convolution_19 = None
        mul_2: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_2, hardswish_4);  hardsigmoid_2 = hardswish_4 = None
        convolution_20: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_2, arg54_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_2 = arg54_1 = None
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, arg55_1, arg56_1, arg184_1, arg185_1, 0.01, 0.001);  convolution_20 = arg55_1 = arg56_1 = arg184_1 = arg185_1 = None
        getitem_42: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_14[0];  _native_batch_norm_legit_no_training_14 = None
        add_1: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = getitem_33 = None
        convolution_21: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(add_1, arg57_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg57_1 = None
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, arg58_1, arg59_1, arg187_1, arg188_1, 0.01, 0.001);  convolution_21 = arg58_1 = arg59_1 = arg187_1 = arg188_1 = None
        getitem_45: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_15[0];  _native_batch_norm_legit_no_training_15 = None
        hardswish_5: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_45);  getitem_45 = None
        convolution_22: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(hardswish_5, arg60_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240);  hardswish_5 = arg60_1 = None
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, arg61_1, arg62_1, arg190_1, arg191_1, 0.01, 0.001);  convolution_22 = arg61_1 = arg62_1 = arg190_1 = arg191_1 = None
        getitem_48: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_16[0];  _native_batch_norm_legit_no_training_16 = None
        hardswish_6: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_48);  getitem_48 = None
        mean_3: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(hardswish_6, [-1, -2], True)
        convolution_23: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_3, arg63_1, arg64_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = arg63_1 = arg64_1 = None
        relu_8: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_23);  convolution_23 = None
        convolution_24: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_8, arg65_1, arg66_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = arg65_1 = arg66_1 = None
        hardsigmoid_3: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_24);  convolution_24 = None
        mul_3: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_3, hardswish_6);  hardsigmoid_3 = hardswish_6 = None
        convolution_25: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_3, arg67_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_3 = arg67_1 = None
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, arg68_1, arg69_1, arg193_1, arg194_1, 0.01, 0.001);  convolution_25 = arg68_1 = arg69_1 = arg193_1 = arg194_1 = None
        getitem_51: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_17[0];  _native_batch_norm_legit_no_training_17 = None
        add_2: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_51, add_1);  getitem_51 = add_1 = None
        convolution_26: "f32[1, 120, 4, 4]" = torch.ops.aten.convolution.default(add_2, arg70_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_2 = arg70_1 = None
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, arg71_1, arg72_1, arg196_1, arg197_1, 0.01, 0.001);  convolution_26 = arg71_1 = arg72_1 = arg196_1 = arg197_1 = None
        getitem_54: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_18[0];  _native_batch_norm_legit_no_training_18 = None
        hardswish_7: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish.default(getitem_54);  getitem_54 = None
        convolution_27: "f32[1, 120, 4, 4]" = torch.ops.aten.convolution.default(hardswish_7, arg73_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 120);  hardswish_7 = arg73_1 = None
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, arg74_1, arg75_1, arg199_1, arg200_1, 0.01, 0.001);  convolution_27 = arg74_1 = arg75_1 = arg199_1 = arg200_1 = None
        getitem_57: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_19[0];  _native_batch_norm_legit_no_training_19 = None
        hardswish_8: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish.default(getitem_57);  getitem_57 = None
        mean_4: "f32[1, 120, 1, 1]" = torch.ops.aten.mean.dim(hardswish_8, [-1, -2], True)
        convolution_28: "f32[1, 32, 1, 1]" = torch.ops.aten.convolution.default(mean_4, arg76_1, arg77_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_4 = arg76_1 = arg77_1 = None
        relu_9: "f32[1, 32, 1, 1]" = torch.ops.aten.relu.default(convolution_28);  convolution_28 = None
        convolution_29: "f32[1, 120, 1, 1]" = torch.ops.aten.convolution.default(relu_9, arg78_1, arg79_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_9 = arg78_1 = arg79_1 = None
        hardsigmoid_4: "f32[1, 120, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_29);  convolution_29 = None
        mul_4: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_4, hardswish_8);  hardsigmoid_4 = hardswish_8 = None
        convolution_30: "f32[1, 48, 4, 4]" = torch.ops.aten.convolution.default(mul_4, arg80_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_4 = arg80_1 = None
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, arg81_1, arg82_1, arg202_1, arg203_1, 0.01, 0.001);  convolution_30 = arg81_1 = arg82_1 = arg202_1 = arg203_1 = None
        getitem_60: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_20[0];  _native_batch_norm_legit_no_training_20 = None
        convolution_31: "f32[1, 144, 4, 4]" = torch.ops.aten.convolution.default(getitem_60, arg83_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg83_1 = None
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, arg84_1, arg85_1, arg205_1, arg206_1, 0.01, 0.001);  convolution_31 = arg84_1 = arg85_1 = arg205_1 = arg206_1 = None
        getitem_63: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_21[0];  _native_batch_norm_legit_no_training_21 = None
        hardswish_9: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish.default(getitem_63);  getitem_63 = None
        convolution_32: "f32[1, 144, 4, 4]" = torch.ops.aten.convolution.default(hardswish_9, arg86_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 144);  hardswish_9 = arg86_1 = None
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, arg87_1, arg88_1, arg208_1, arg209_1, 0.01, 0.001);  convolution_32 = arg87_1 = arg88_1 = arg208_1 = arg209_1 = None
        getitem_66: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_22[0];  _native_batch_norm_legit_no_training_22 = None
        hardswish_10: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish.default(getitem_66);  getitem_66 = None
        mean_5: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(hardswish_10, [-1, -2], True)
        convolution_33: "f32[1, 40, 1, 1]" = torch.ops.aten.convolution.default(mean_5, arg89_1, arg90_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_5 = arg89_1 = arg90_1 = None
        relu_10: "f32[1, 40, 1, 1]" = torch.ops.aten.relu.default(convolution_33);  convolution_33 = None
        convolution_34: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(relu_10, arg91_1, arg92_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_10 = arg91_1 = arg92_1 = None
        hardsigmoid_5: "f32[1, 144, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_34);  convolution_34 = None
        mul_5: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_5, hardswish_10);  hardsigmoid_5 = hardswish_10 = None
        convolution_35: "f32[1, 48, 4, 4]" = torch.ops.aten.convolution.default(mul_5, arg93_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_5 = arg93_1 = None
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, arg94_1, arg95_1, arg211_1, arg212_1, 0.01, 0.001);  convolution_35 = arg94_1 = arg95_1 = arg211_1 = arg212_1 = None
        getitem_69: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_23[0];  _native_batch_norm_legit_no_training_23 = None
        add_3: "f32[1, 48, 4, 4]" = torch.ops.aten.add.Tensor(getitem_69, getitem_60);  getitem_69 = getitem_60 = None
        convolution_36: "f32[1, 288, 4, 4]" = torch.ops.aten.convolution.default(add_3, arg96_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_3 = arg96_1 = None
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, arg97_1, arg98_1, arg214_1, arg215_1, 0.01, 0.001);  convolution_36 = arg97_1 = arg98_1 = arg214_1 = arg215_1 = None
        getitem_72: "f32[1, 288, 4, 4]" = _native_batch_norm_legit_no_training_24[0];  _native_batch_norm_legit_no_training_24 = None
        hardswish_11: "f32[1, 288, 4, 4]" = torch.ops.aten.hardswish.default(getitem_72);  getitem_72 = None
        convolution_37: "f32[1, 288, 2, 2]" = torch.ops.aten.convolution.default(hardswish_11, arg99_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 288);  hardswish_11 = arg99_1 = None
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, arg100_1, arg101_1, arg217_1, arg218_1, 0.01, 0.001);  convolution_37 = arg100_1 = arg101_1 = arg217_1 = arg218_1 = None
        getitem_75: "f32[1, 288, 2, 2]" = _native_batch_norm_legit_no_training_25[0];  _native_batch_norm_legit_no_training_25 = None
        hardswish_12: "f32[1, 288, 2, 2]" = torch.ops.aten.hardswish.default(getitem_75);  getitem_75 = None
        mean_6: "f32[1, 288, 1, 1]" = torch.ops.aten.mean.dim(hardswish_12, [-1, -2], True)
        convolution_38: "f32[1, 72, 1, 1]" = torch.ops.aten.convolution.default(mean_6, arg102_1, arg103_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_6 = arg102_1 = arg103_1 = None
        relu_11: "f32[1, 72, 1, 1]" = torch.ops.aten.relu.default(convolution_38);  convolution_38 = None
        convolution_39: "f32[1, 288, 1, 1]" = torch.ops.aten.convolution.default(relu_11, arg104_1, arg105_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_11 = arg104_1 = arg105_1 = None
        hardsigmoid_6: "f32[1, 288, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_39);  convolution_39 = None
        mul_6: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_6, hardswish_12);  hardsigmoid_6 = hardswish_12 = None
        convolution_40: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_6, arg106_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_6 = arg106_1 = None
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, arg107_1, arg108_1, arg220_1, arg221_1, 0.01, 0.001);  convolution_40 = arg107_1 = arg108_1 = arg220_1 = arg221_1 = None
        getitem_78: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_26[0];  _native_batch_norm_legit_no_training_26 = None
        convolution_41: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(getitem_78, arg109_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg109_1 = None
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, arg110_1, arg111_1, arg223_1, arg224_1, 0.01, 0.001);  convolution_41 = arg110_1 = arg111_1 = arg223_1 = arg224_1 = None
        getitem_81: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_27[0];  _native_batch_norm_legit_no_training_27 = None
        hardswish_13: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_81);  getitem_81 = None
        convolution_42: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(hardswish_13, arg112_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  hardswish_13 = arg112_1 = None
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, arg113_1, arg114_1, arg226_1, arg227_1, 0.01, 0.001);  convolution_42 = arg113_1 = arg114_1 = arg226_1 = arg227_1 = None
        getitem_84: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_28[0];  _native_batch_norm_legit_no_training_28 = None
        hardswish_14: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_84);  getitem_84 = None
        mean_7: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_14, [-1, -2], True)
        convolution_43: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_7, arg115_1, arg116_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = arg115_1 = arg116_1 = None
        relu_12: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_43);  convolution_43 = None
        convolution_44: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_12, arg117_1, arg118_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = arg117_1 = arg118_1 = None
        hardsigmoid_7: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_44);  convolution_44 = None
        mul_7: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_7, hardswish_14);  hardsigmoid_7 = hardswish_14 = None
        convolution_45: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_7, arg119_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = arg119_1 = None
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, arg120_1, arg121_1, arg229_1, arg230_1, 0.01, 0.001);  convolution_45 = arg120_1 = arg121_1 = arg229_1 = arg230_1 = None
        getitem_87: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_29[0];  _native_batch_norm_legit_no_training_29 = None
        add_4: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = getitem_78 = None
        convolution_46: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(add_4, arg122_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg122_1 = None
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, arg123_1, arg124_1, arg232_1, arg233_1, 0.01, 0.001);  convolution_46 = arg123_1 = arg124_1 = arg232_1 = arg233_1 = None
        getitem_90: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_30[0];  _native_batch_norm_legit_no_training_30 = None
        hardswish_15: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_90);  getitem_90 = None
        convolution_47: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(hardswish_15, arg125_1, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576);  hardswish_15 = arg125_1 = None
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, arg126_1, arg127_1, arg235_1, arg236_1, 0.01, 0.001);  convolution_47 = arg126_1 = arg127_1 = arg235_1 = arg236_1 = None
        getitem_93: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_31[0];  _native_batch_norm_legit_no_training_31 = None
        hardswish_16: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_93);  getitem_93 = None
        mean_8: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_16, [-1, -2], True)
        convolution_48: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_8, arg128_1, arg129_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_8 = arg128_1 = arg129_1 = None
        relu_13: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_48);  convolution_48 = None
        convolution_49: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_13, arg130_1, arg131_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_13 = arg130_1 = arg131_1 = None
        hardsigmoid_8: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_49);  convolution_49 = None
        mul_8: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_8, hardswish_16);  hardsigmoid_8 = hardswish_16 = None
        convolution_50: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_8, arg132_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_8 = arg132_1 = None
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, arg133_1, arg134_1, arg238_1, arg239_1, 0.01, 0.001);  convolution_50 = arg133_1 = arg134_1 = arg238_1 = arg239_1 = None
        getitem_96: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_32[0];  _native_batch_norm_legit_no_training_32 = None
        add_5: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_96, add_4);  getitem_96 = add_4 = None
        convolution_51: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(add_5, arg135_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_5 = arg135_1 = None
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, arg136_1, arg137_1, arg241_1, arg242_1, 0.01, 0.001);  convolution_51 = arg136_1 = arg137_1 = arg241_1 = arg242_1 = None
        getitem_99: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_33[0];  _native_batch_norm_legit_no_training_33 = None
        hardswish_17: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_99);  getitem_99 = None
        mean_9: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_17, [-1, -2], True);  hardswish_17 = None
        view: "f32[1, 576]" = torch.ops.aten.view.default(mean_9, [1, 576]);  mean_9 = None
        t: "f32[576, 1024]" = torch.ops.aten.t.default(arg138_1);  arg138_1 = None
        addmm: "f32[1, 1024]" = torch.ops.aten.addmm.default(arg139_1, view, t);  arg139_1 = view = t = None
        hardswish_18: "f32[1, 1024]" = torch.ops.aten.hardswish.default(addmm);  addmm = None
        t_1: "f32[1024, 1000]" = torch.ops.aten.t.default(arg140_1);  arg140_1 = None
        addmm_1: "f32[1, 1000]" = torch.ops.aten.addmm.default(arg141_1, hardswish_18, t_1);  arg141_1 = hardswish_18 = t_1 = None
        return (addmm_1,)
