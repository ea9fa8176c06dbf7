class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[]", arg1_1: "i64[]", arg2_1: "i64[]", arg3_1: "i64[]", arg4_1: "i64[]", arg5_1: "i64[]", arg6_1: "i64[]", arg7_1: "i64[]", arg8_1: "i64[]", arg9_1: "i64[]", arg10_1: "i64[]", arg11_1: "i64[]", arg12_1: "i64[]", arg13_1: "i64[]", arg14_1: "i64[]", arg15_1: "i64[]", arg16_1: "i64[]", arg17_1: "i64[]", arg18_1: "i64[]", arg19_1: "i64[]", arg20_1: "i64[]", arg21_1: "i64[]", arg22_1: "i64[]", arg23_1: "i64[]", arg24_1: "i64[]", arg25_1: "i64[]", arg26_1: "i64[]", arg27_1: "i64[]", arg28_1: "i64[]", arg29_1: "i64[]", arg30_1: "i64[]", arg31_1: "i64[]", arg32_1: "i64[]", arg33_1: "i64[]", arg34_1: "i64[]", arg35_1: "i64[]", arg36_1: "i64[]", arg37_1: "i64[]", arg38_1: "i64[]", arg39_1: "i64[]", arg40_1: "i64[]", arg41_1: "i64[]", arg42_1: "i64[]", arg43_1: "i64[]", arg44_1: "i64[]", arg45_1: "i64[]", arg46_1: "i64[]", arg47_1: "i64[]", arg48_1: "i64[]", arg49_1: "i64[]", arg50_1: "i64[]", arg51_1: "i64[]", arg52_1: "i64[]", arg53_1: "i64[]", arg54_1: "i64[]", arg55_1: "i64[]", arg56_1: "i64[]", arg57_1: "i64[]", arg58_1: "i64[]", arg59_1: "i64[]", arg60_1: "i64[]", arg61_1: "i64[]", arg62_1: "i64[]", arg63_1: "i64[]", arg64_1: "i64[]", arg65_1: "i64[]", arg66_1: "i64[]", arg67_1: "i64[]", arg68_1: "i64[]", arg69_1: "i64[]", arg70_1: "i64[]", arg71_1: "i64[]", arg72_1: "i64[]", arg73_1: "i64[]", arg74_1: "i64[]", arg75_1: "i64[]", arg76_1: "i64[]", arg77_1: "i64[]", arg78_1: "i64[]", arg79_1: "i64[]", arg80_1: "i64[]", arg81_1: "i64[]", arg82_1: "i64[]", arg83_1: "i64[]", arg84_1: "i64[]", arg85_1: "i64[]", arg86_1: "i64[]", arg87_1: "i64[]", arg88_1: "i64[]", arg89_1: "i64[]", arg90_1: "i64[]", arg91_1: "i64[]", arg92_1: "i64[]", arg93_1: "i64[]", arg94_1: "i64[]", arg95_1: "i64[]", arg96_1: "i64[]", arg97_1: "i64[]", arg98_1: "i64[]", arg99_1: "i64[]", arg100_1: "i64[]", arg101_1: "i64[]", arg102_1: "i64[]", arg103_1: "i64[]", arg104_1: "i64[]", arg105_1: "i64[]", arg106_1: "i64[]", arg107_1: "i64[]", arg108_1: "i64[]", arg109_1: "i64[]", arg110_1: "i64[]", arg111_1: "i64[]", arg112_1: "i64[]", arg113_1: "i64[]", arg114_1: "i64[]", arg115_1: "i64[]", arg116_1: "i64[]", arg117_1: "i64[]", arg118_1: "i64[]", arg119_1: "i64[]", arg120_1: "i64[]", arg121_1: "i64[]", arg122_1: "i64[]", arg123_1: "i64[]", arg124_1: "i64[]", arg125_1: "i64[]", arg126_1: "i64[]", arg127_1: "i64[]", arg128_1: "i64[]", arg129_1: "i64[]", arg130_1: "i64[]", arg131_1: "i64[]", arg132_1: "i64[]", arg133_1: "i64[]", arg134_1: "i64[]", arg135_1: "i64[]", arg136_1: "i64[]", arg137_1: "i64[]", arg138_1: "i64[]", arg139_1: "i64[]", arg140_1: "i64[]", arg141_1: "i64[]", arg142_1: "i64[]", arg143_1: "i64[]", arg144_1: "i64[]", arg145_1: "i64[]", arg146_1: "i64[]", arg147_1: "i64[]", arg148_1: "i64[]", arg149_1: "i64[]", arg150_1: "i64[]", arg151_1: "i64[]", arg152_1: "i64[]", arg153_1: "i64[]", arg154_1: "i64[]", arg155_1: "i64[]", arg156_1: "i64[]", arg157_1: "i64[]", arg158_1: "i64[]", arg159_1: "i64[]", arg160_1: "i64[]", arg161_1: "i64[]", arg162_1: "i64[]", arg163_1: "i64[]", arg164_1: "i64[]", arg165_1: "i64[]", arg166_1: "i64[]", arg167_1: "i64[]", arg168_1: "i64[]", arg169_1: "i64[]", arg170_1: "i64[]", arg171_1: "i64[]", arg172_1: "i64[]", arg173_1: "i64[]", arg174_1: "i64[]", arg175_1: "i64[]", arg176_1: "i64[]", arg177_1: "i64[]", arg178_1: "i64[]", arg179_1: "i64[]", arg180_1: "i64[]", arg181_1: "i64[]", arg182_1: "i64[]", arg183_1: "i64[]", arg184_1: "i64[]", arg185_1: "i64[]", arg186_1: "i64[]", arg187_1: "i64[]", arg188_1: "i64[]", arg189_1: "i64[]", arg190_1: "i64[]", arg191_1: "i64[]", arg192_1: "i64[]", arg193_1: "i64[]", arg194_1: "i64[]", arg195_1: "i64[]", arg196_1: "i64[]", arg197_1: "i64[]", arg198_1: "i64[]", arg199_1: "i64[]", arg200_1: "i64[]", arg201_1: "i64[]", arg202_1: "i64[]", arg203_1: "i64[]", arg204_1: "i64[]", arg205_1: "i64[]", arg206_1: "i64[]", arg207_1: "i64[]", arg208_1: "i64[]", arg209_1: "i64[]", arg210_1: "i64[]", arg211_1: "i64[]", arg212_1: "i64[]", arg213_1: "i64[]", arg214_1: "i64[]", arg215_1: "i64[]", arg216_1: "i64[]", arg217_1: "i64[]", arg218_1: "i64[]", arg219_1: "i64[]", arg220_1: "i64[]", arg221_1: "i64[]", arg222_1: "i64[]", arg223_1: "i64[]", arg224_1: "i64[]", arg225_1: "i64[]", arg226_1: "i64[]", arg227_1: "i64[]", arg228_1: "i64[]", arg229_1: "i64[]", arg230_1: "i64[]", arg231_1: "i64[]", arg232_1: "i64[]", arg233_1: "i64[]", arg234_1: "i64[]", arg235_1: "i64[]", arg236_1: "i64[]", arg237_1: "i64[]", arg238_1: "i64[]", arg239_1: "i64[]", arg240_1: "i64[]", arg241_1: "i64[]", arg242_1: "i64[]", arg243_1: "i64[]", arg244_1: "i64[]", arg245_1: "i64[]", arg246_1: "i64[]", arg247_1: "i64[]", arg248_1: "i64[]", arg249_1: "i64[]", arg250_1: "i64[]", arg251_1: "i64[]", arg252_1: "i64[]", arg253_1: "i64[]", arg254_1: "i64[]", arg255_1: "i64[]", arg256_1: "i64[]", arg257_1: "i64[]", arg258_1: "i64[]", arg259_1: "i64[]", arg260_1: "i64[]", arg261_1: "i64[]", arg262_1: "i64[]", arg263_1: "i64[]", arg264_1: "i64[]", arg265_1: "i64[]", arg266_1: "i64[]", arg267_1: "i64[]", arg268_1: "i64[]", arg269_1: "i64[]", arg270_1: "i64[]", arg271_1: "i64[]", arg272_1: "i64[]", arg273_1: "i64[]", arg274_1: "i64[]", arg275_1: "i64[]", arg276_1: "i64[]", arg277_1: "i64[]", arg278_1: "i64[]", arg279_1: "i64[]", arg280_1: "i64[]", arg281_1: "i64[]", arg282_1: "i64[]", arg283_1: "i64[]", arg284_1: "i64[]", arg285_1: "i64[]", arg286_1: "i64[]", arg287_1: "i64[]", arg288_1: "i64[]", arg289_1: "i64[]", arg290_1: "i64[]", arg291_1: "i64[]", arg292_1: "i64[]", arg293_1: "i64[]", arg294_1: "i64[]", arg295_1: "i64[]", arg296_1: "i64[]", arg297_1: "i64[]", arg298_1: "i64[]", arg299_1: "i64[]", arg300_1: "f32[2]"):
        clone: "i64[]" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(arg300_1, clone);  arg300_1 = clone = None
        clone_1: "i64[]" = torch.ops.aten.clone.default(arg1_1);  arg1_1 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, clone_1);  add = clone_1 = None
        clone_2: "i64[]" = torch.ops.aten.clone.default(arg2_1);  arg2_1 = None
        add_2: "f32[2]" = torch.ops.aten.add.Tensor(add_1, clone_2);  add_1 = clone_2 = None
        clone_3: "i64[]" = torch.ops.aten.clone.default(arg3_1);  arg3_1 = None
        add_3: "f32[2]" = torch.ops.aten.add.Tensor(add_2, clone_3);  add_2 = clone_3 = None
        clone_4: "i64[]" = torch.ops.aten.clone.default(arg4_1);  arg4_1 = None
        add_4: "f32[2]" = torch.ops.aten.add.Tensor(add_3, clone_4);  add_3 = clone_4 = None
        clone_5: "i64[]" = torch.ops.aten.clone.default(arg5_1);  arg5_1 = None
        add_5: "f32[2]" = torch.ops.aten.add.Tensor(add_4, clone_5);  add_4 = clone_5 = None
        clone_6: "i64[]" = torch.ops.aten.clone.default(arg6_1);  arg6_1 = None
        add_6: "f32[2]" = torch.ops.aten.add.Tensor(add_5, clone_6);  add_5 = clone_6 = None
        clone_7: "i64[]" = torch.ops.aten.clone.default(arg7_1);  arg7_1 = None
        add_7: "f32[2]" = torch.ops.aten.add.Tensor(add_6, clone_7);  add_6 = clone_7 = None
        clone_8: "i64[]" = torch.ops.aten.clone.default(arg8_1);  arg8_1 = None
        add_8: "f32[2]" = torch.ops.aten.add.Tensor(add_7, clone_8);  add_7 = clone_8 = None
        clone_9: "i64[]" = torch.ops.aten.clone.default(arg9_1);  arg9_1 = None
        add_9: "f32[2]" = torch.ops.aten.add.Tensor(add_8, clone_9);  add_8 = clone_9 = None
        clone_10: "i64[]" = torch.ops.aten.clone.default(arg10_1);  arg10_1 = None
        add_10: "f32[2]" = torch.ops.aten.add.Tensor(add_9, clone_10);  add_9 = clone_10 = None
        clone_11: "i64[]" = torch.ops.aten.clone.default(arg11_1);  arg11_1 = None
        add_11: "f32[2]" = torch.ops.aten.add.Tensor(add_10, clone_11);  add_10 = clone_11 = None
        clone_12: "i64[]" = torch.ops.aten.clone.default(arg12_1);  arg12_1 = None
        add_12: "f32[2]" = torch.ops.aten.add.Tensor(add_11, clone_12);  add_11 = clone_12 = None
        clone_13: "i64[]" = torch.ops.aten.clone.default(arg13_1);  arg13_1 = None
        add_13: "f32[2]" = torch.ops.aten.add.Tensor(add_12, clone_13);  add_12 = clone_13 = None
        clone_14: "i64[]" = torch.ops.aten.clone.default(arg14_1);  arg14_1 = None
        add_14: "f32[2]" = torch.ops.aten.add.Tensor(add_13, clone_14);  add_13 = clone_14 = None
        clone_15: "i64[]" = torch.ops.aten.clone.default(arg15_1);  arg15_1 = None
        add_15: "f32[2]" = torch.ops.aten.add.Tensor(add_14, clone_15);  add_14 = clone_15 = None
        clone_16: "i64[]" = torch.ops.aten.clone.default(arg16_1);  arg16_1 = None
        add_16: "f32[2]" = torch.ops.aten.add.Tensor(add_15, clone_16);  add_15 = clone_16 = None
        clone_17: "i64[]" = torch.ops.aten.clone.default(arg17_1);  arg17_1 = None
        add_17: "f32[2]" = torch.ops.aten.add.Tensor(add_16, clone_17);  add_16 = clone_17 = None
        clone_18: "i64[]" = torch.ops.aten.clone.default(arg18_1);  arg18_1 = None
        add_18: "f32[2]" = torch.ops.aten.add.Tensor(add_17, clone_18);  add_17 = clone_18 = None
        clone_19: "i64[]" = torch.ops.aten.clone.default(arg19_1);  arg19_1 = None
        add_19: "f32[2]" = torch.ops.aten.add.Tensor(add_18, clone_19);  add_18 = clone_19 = None
        clone_20: "i64[]" = torch.ops.aten.clone.default(arg20_1);  arg20_1 = None
        add_20: "f32[2]" = torch.ops.aten.add.Tensor(add_19, clone_20);  add_19 = clone_20 = None
        clone_21: "i64[]" = torch.ops.aten.clone.default(arg21_1);  arg21_1 = None
        add_21: "f32[2]" = torch.ops.aten.add.Tensor(add_20, clone_21);  add_20 = clone_21 = None
        clone_22: "i64[]" = torch.ops.aten.clone.default(arg22_1);  arg22_1 = None
        add_22: "f32[2]" = torch.ops.aten.add.Tensor(add_21, clone_22);  add_21 = clone_22 = None
        clone_23: "i64[]" = torch.ops.aten.clone.default(arg23_1);  arg23_1 = None
        add_23: "f32[2]" = torch.ops.aten.add.Tensor(add_22, clone_23);  add_22 = clone_23 = None
        clone_24: "i64[]" = torch.ops.aten.clone.default(arg24_1);  arg24_1 = None
        add_24: "f32[2]" = torch.ops.aten.add.Tensor(add_23, clone_24);  add_23 = clone_24 = None
        clone_25: "i64[]" = torch.ops.aten.clone.default(arg25_1);  arg25_1 = None
        add_25: "f32[2]" = torch.ops.aten.add.Tensor(add_24, clone_25);  add_24 = clone_25 = None
        clone_26: "i64[]" = torch.ops.aten.clone.default(arg26_1);  arg26_1 = None
        add_26: "f32[2]" = torch.ops.aten.add.Tensor(add_25, clone_26);  add_25 = clone_26 = None
        clone_27: "i64[]" = torch.ops.aten.clone.default(arg27_1);  arg27_1 = None
        add_27: "f32[2]" = torch.ops.aten.add.Tensor(add_26, clone_27);  add_26 = clone_27 = None
        clone_28: "i64[]" = torch.ops.aten.clone.default(arg28_1);  arg28_1 = None
        add_28: "f32[2]" = torch.ops.aten.add.Tensor(add_27, clone_28);  add_27 = clone_28 = None
        clone_29: "i64[]" = torch.ops.aten.clone.default(arg29_1);  arg29_1 = None
        add_29: "f32[2]" = torch.ops.aten.add.Tensor(add_28, clone_29);  add_28 = clone_29 = None
        clone_30: "i64[]" = torch.ops.aten.clone.default(arg30_1);  arg30_1 = None
        add_30: "f32[2]" = torch.ops.aten.add.Tensor(add_29, clone_30);  add_29 = clone_30 = None
        clone_31: "i64[]" = torch.ops.aten.clone.default(arg31_1);  arg31_1 = None
        add_31: "f32[2]" = torch.ops.aten.add.Tensor(add_30, clone_31);  add_30 = clone_31 = None
        clone_32: "i64[]" = torch.ops.aten.clone.default(arg32_1);  arg32_1 = None
        add_32: "f32[2]" = torch.ops.aten.add.Tensor(add_31, clone_32);  add_31 = clone_32 = None
        clone_33: "i64[]" = torch.ops.aten.clone.default(arg33_1);  arg33_1 = None
        add_33: "f32[2]" = torch.ops.aten.add.Tensor(add_32, clone_33);  add_32 = clone_33 = None
        clone_34: "i64[]" = torch.ops.aten.clone.default(arg34_1);  arg34_1 = None
        add_34: "f32[2]" = torch.ops.aten.add.Tensor(add_33, clone_34);  add_33 = clone_34 = None
        clone_35: "i64[]" = torch.ops.aten.clone.default(arg35_1);  arg35_1 = None
        add_35: "f32[2]" = torch.ops.aten.add.Tensor(add_34, clone_35);  add_34 = clone_35 = None
        clone_36: "i64[]" = torch.ops.aten.clone.default(arg36_1);  arg36_1 = None
        add_36: "f32[2]" = torch.ops.aten.add.Tensor(add_35, clone_36);  add_35 = clone_36 = None
        clone_37: "i64[]" = torch.ops.aten.clone.default(arg37_1);  arg37_1 = None
        add_37: "f32[2]" = torch.ops.aten.add.Tensor(add_36, clone_37);  add_36 = clone_37 = None
        clone_38: "i64[]" = torch.ops.aten.clone.default(arg38_1);  arg38_1 = None
        add_38: "f32[2]" = torch.ops.aten.add.Tensor(add_37, clone_38);  add_37 = clone_38 = None
        clone_39: "i64[]" = torch.ops.aten.clone.default(arg39_1);  arg39_1 = None
        add_39: "f32[2]" = torch.ops.aten.add.Tensor(add_38, clone_39);  add_38 = clone_39 = None
        clone_40: "i64[]" = torch.ops.aten.clone.default(arg40_1);  arg40_1 = None
        add_40: "f32[2]" = torch.ops.aten.add.Tensor(add_39, clone_40);  add_39 = clone_40 = None
        clone_41: "i64[]" = torch.ops.aten.clone.default(arg41_1);  arg41_1 = None
        add_41: "f32[2]" = torch.ops.aten.add.Tensor(add_40, clone_41);  add_40 = clone_41 = None
        clone_42: "i64[]" = torch.ops.aten.clone.default(arg42_1);  arg42_1 = None
        add_42: "f32[2]" = torch.ops.aten.add.Tensor(add_41, clone_42);  add_41 = clone_42 = None
        clone_43: "i64[]" = torch.ops.aten.clone.default(arg43_1);  arg43_1 = None
        add_43: "f32[2]" = torch.ops.aten.add.Tensor(add_42, clone_43);  add_42 = clone_43 = None
        clone_44: "i64[]" = torch.ops.aten.clone.default(arg44_1);  arg44_1 = None
        add_44: "f32[2]" = torch.ops.aten.add.Tensor(add_43, clone_44);  add_43 = clone_44 = None
        clone_45: "i64[]" = torch.ops.aten.clone.default(arg45_1);  arg45_1 = None
        add_45: "f32[2]" = torch.ops.aten.add.Tensor(add_44, clone_45);  add_44 = clone_45 = None
        clone_46: "i64[]" = torch.ops.aten.clone.default(arg46_1);  arg46_1 = None
        add_46: "f32[2]" = torch.ops.aten.add.Tensor(add_45, clone_46);  add_45 = clone_46 = None
        clone_47: "i64[]" = torch.ops.aten.clone.default(arg47_1);  arg47_1 = None
        add_47: "f32[2]" = torch.ops.aten.add.Tensor(add_46, clone_47);  add_46 = clone_47 = None
        clone_48: "i64[]" = torch.ops.aten.clone.default(arg48_1);  arg48_1 = None
        add_48: "f32[2]" = torch.ops.aten.add.Tensor(add_47, clone_48);  add_47 = clone_48 = None
        clone_49: "i64[]" = torch.ops.aten.clone.default(arg49_1);  arg49_1 = None
        add_49: "f32[2]" = torch.ops.aten.add.Tensor(add_48, clone_49);  add_48 = clone_49 = None
        clone_50: "i64[]" = torch.ops.aten.clone.default(arg50_1);  arg50_1 = None
        add_50: "f32[2]" = torch.ops.aten.add.Tensor(add_49, clone_50);  add_49 = clone_50 = None
        clone_51: "i64[]" = torch.ops.aten.clone.default(arg51_1);  arg51_1 = None
        add_51: "f32[2]" = torch.ops.aten.add.Tensor(add_50, clone_51);  add_50 = clone_51 = None
        clone_52: "i64[]" = torch.ops.aten.clone.default(arg52_1);  arg52_1 = None
        add_52: "f32[2]" = torch.ops.aten.add.Tensor(add_51, clone_52);  add_51 = clone_52 = None
        clone_53: "i64[]" = torch.ops.aten.clone.default(arg53_1);  arg53_1 = None
        add_53: "f32[2]" = torch.ops.aten.add.Tensor(add_52, clone_53);  add_52 = clone_53 = None
        clone_54: "i64[]" = torch.ops.aten.clone.default(arg54_1);  arg54_1 = None
        add_54: "f32[2]" = torch.ops.aten.add.Tensor(add_53, clone_54);  add_53 = clone_54 = None
        clone_55: "i64[]" = torch.ops.aten.clone.default(arg55_1);  arg55_1 = None
        add_55: "f32[2]" = torch.ops.aten.add.Tensor(add_54, clone_55);  add_54 = clone_55 = None
        clone_56: "i64[]" = torch.ops.aten.clone.default(arg56_1);  arg56_1 = None
        add_56: "f32[2]" = torch.ops.aten.add.Tensor(add_55, clone_56);  add_55 = clone_56 = None
        clone_57: "i64[]" = torch.ops.aten.clone.default(arg57_1);  arg57_1 = None
        add_57: "f32[2]" = torch.ops.aten.add.Tensor(add_56, clone_57);  add_56 = clone_57 = None
        clone_58: "i64[]" = torch.ops.aten.clone.default(arg58_1);  arg58_1 = None
        add_58: "f32[2]" = torch.ops.aten.add.Tensor(add_57, clone_58);  add_57 = clone_58 = None
        clone_59: "i64[]" = torch.ops.aten.clone.default(arg59_1);  arg59_1 = None
        add_59: "f32[2]" = torch.ops.aten.add.Tensor(add_58, clone_59);  add_58 = clone_59 = None
        clone_60: "i64[]" = torch.ops.aten.clone.default(arg60_1);  arg60_1 = None
        add_60: "f32[2]" = torch.ops.aten.add.Tensor(add_59, clone_60);  add_59 = clone_60 = None
        clone_61: "i64[]" = torch.ops.aten.clone.default(arg61_1);  arg61_1 = None
        add_61: "f32[2]" = torch.ops.aten.add.Tensor(add_60, clone_61);  add_60 = clone_61 = None
        clone_62: "i64[]" = torch.ops.aten.clone.default(arg62_1);  arg62_1 = None
        add_62: "f32[2]" = torch.ops.aten.add.Tensor(add_61, clone_62);  add_61 = clone_62 = None
        clone_63: "i64[]" = torch.ops.aten.clone.default(arg63_1);  arg63_1 = None
        add_63: "f32[2]" = torch.ops.aten.add.Tensor(add_62, clone_63);  add_62 = clone_63 = None
        clone_64: "i64[]" = torch.ops.aten.clone.default(arg64_1);  arg64_1 = None
        add_64: "f32[2]" = torch.ops.aten.add.Tensor(add_63, clone_64);  add_63 = clone_64 = None
        clone_65: "i64[]" = torch.ops.aten.clone.default(arg65_1);  arg65_1 = None
        add_65: "f32[2]" = torch.ops.aten.add.Tensor(add_64, clone_65);  add_64 = clone_65 = None
        clone_66: "i64[]" = torch.ops.aten.clone.default(arg66_1);  arg66_1 = None
        add_66: "f32[2]" = torch.ops.aten.add.Tensor(add_65, clone_66);  add_65 = clone_66 = None
        clone_67: "i64[]" = torch.ops.aten.clone.default(arg67_1);  arg67_1 = None
        add_67: "f32[2]" = torch.ops.aten.add.Tensor(add_66, clone_67);  add_66 = clone_67 = None
        clone_68: "i64[]" = torch.ops.aten.clone.default(arg68_1);  arg68_1 = None
        add_68: "f32[2]" = torch.ops.aten.add.Tensor(add_67, clone_68);  add_67 = clone_68 = None
        clone_69: "i64[]" = torch.ops.aten.clone.default(arg69_1);  arg69_1 = None
        add_69: "f32[2]" = torch.ops.aten.add.Tensor(add_68, clone_69);  add_68 = clone_69 = None
        clone_70: "i64[]" = torch.ops.aten.clone.default(arg70_1);  arg70_1 = None
        add_70: "f32[2]" = torch.ops.aten.add.Tensor(add_69, clone_70);  add_69 = clone_70 = None
        clone_71: "i64[]" = torch.ops.aten.clone.default(arg71_1);  arg71_1 = None
        add_71: "f32[2]" = torch.ops.aten.add.Tensor(add_70, clone_71);  add_70 = clone_71 = None
        clone_72: "i64[]" = torch.ops.aten.clone.default(arg72_1);  arg72_1 = None
        add_72: "f32[2]" = torch.ops.aten.add.Tensor(add_71, clone_72);  add_71 = clone_72 = None
        clone_73: "i64[]" = torch.ops.aten.clone.default(arg73_1);  arg73_1 = None
        add_73: "f32[2]" = torch.ops.aten.add.Tensor(add_72, clone_73);  add_72 = clone_73 = None
        clone_74: "i64[]" = torch.ops.aten.clone.default(arg74_1);  arg74_1 = None
        add_74: "f32[2]" = torch.ops.aten.add.Tensor(add_73, clone_74);  add_73 = clone_74 = None
        clone_75: "i64[]" = torch.ops.aten.clone.default(arg75_1);  arg75_1 = None
        add_75: "f32[2]" = torch.ops.aten.add.Tensor(add_74, clone_75);  add_74 = clone_75 = None
        clone_76: "i64[]" = torch.ops.aten.clone.default(arg76_1);  arg76_1 = None
        add_76: "f32[2]" = torch.ops.aten.add.Tensor(add_75, clone_76);  add_75 = clone_76 = None
        clone_77: "i64[]" = torch.ops.aten.clone.default(arg77_1);  arg77_1 = None
        add_77: "f32[2]" = torch.ops.aten.add.Tensor(add_76, clone_77);  add_76 = clone_77 = None
        clone_78: "i64[]" = torch.ops.aten.clone.default(arg78_1);  arg78_1 = None
        add_78: "f32[2]" = torch.ops.aten.add.Tensor(add_77, clone_78);  add_77 = clone_78 = None
        clone_79: "i64[]" = torch.ops.aten.clone.default(arg79_1);  arg79_1 = None
        add_79: "f32[2]" = torch.ops.aten.add.Tensor(add_78, clone_79);  add_78 = clone_79 = None
        clone_80: "i64[]" = torch.ops.aten.clone.default(arg80_1);  arg80_1 = None
        add_80: "f32[2]" = torch.ops.aten.add.Tensor(add_79, clone_80);  add_79 = clone_80 = None
        clone_81: "i64[]" = torch.ops.aten.clone.default(arg81_1);  arg81_1 = None
        add_81: "f32[2]" = torch.ops.aten.add.Tensor(add_80, clone_81);  add_80 = clone_81 = None
        clone_82: "i64[]" = torch.ops.aten.clone.default(arg82_1);  arg82_1 = None
        add_82: "f32[2]" = torch.ops.aten.add.Tensor(add_81, clone_82);  add_81 = clone_82 = None
        clone_83: "i64[]" = torch.ops.aten.clone.default(arg83_1);  arg83_1 = None
        add_83: "f32[2]" = torch.ops.aten.add.Tensor(add_82, clone_83);  add_82 = clone_83 = None
        clone_84: "i64[]" = torch.ops.aten.clone.default(arg84_1);  arg84_1 = None
        add_84: "f32[2]" = torch.ops.aten.add.Tensor(add_83, clone_84);  add_83 = clone_84 = None
        clone_85: "i64[]" = torch.ops.aten.clone.default(arg85_1);  arg85_1 = None
        add_85: "f32[2]" = torch.ops.aten.add.Tensor(add_84, clone_85);  add_84 = clone_85 = None
        clone_86: "i64[]" = torch.ops.aten.clone.default(arg86_1);  arg86_1 = None
        add_86: "f32[2]" = torch.ops.aten.add.Tensor(add_85, clone_86);  add_85 = clone_86 = None
        clone_87: "i64[]" = torch.ops.aten.clone.default(arg87_1);  arg87_1 = None
        add_87: "f32[2]" = torch.ops.aten.add.Tensor(add_86, clone_87);  add_86 = clone_87 = None
        clone_88: "i64[]" = torch.ops.aten.clone.default(arg88_1);  arg88_1 = None
        add_88: "f32[2]" = torch.ops.aten.add.Tensor(add_87, clone_88);  add_87 = clone_88 = None
        clone_89: "i64[]" = torch.ops.aten.clone.default(arg89_1);  arg89_1 = None
        add_89: "f32[2]" = torch.ops.aten.add.Tensor(add_88, clone_89);  add_88 = clone_89 = None
        clone_90: "i64[]" = torch.ops.aten.clone.default(arg90_1);  arg90_1 = None
        add_90: "f32[2]" = torch.ops.aten.add.Tensor(add_89, clone_90);  add_89 = clone_90 = None
        clone_91: "i64[]" = torch.ops.aten.clone.default(arg91_1);  arg91_1 = None
        add_91: "f32[2]" = torch.ops.aten.add.Tensor(add_90, clone_91);  add_90 = clone_91 = None
        clone_92: "i64[]" = torch.ops.aten.clone.default(arg92_1);  arg92_1 = None
        add_92: "f32[2]" = torch.ops.aten.add.Tensor(add_91, clone_92);  add_91 = clone_92 = None
        clone_93: "i64[]" = torch.ops.aten.clone.default(arg93_1);  arg93_1 = None
        add_93: "f32[2]" = torch.ops.aten.add.Tensor(add_92, clone_93);  add_92 = clone_93 = None
        clone_94: "i64[]" = torch.ops.aten.clone.default(arg94_1);  arg94_1 = None
        add_94: "f32[2]" = torch.ops.aten.add.Tensor(add_93, clone_94);  add_93 = clone_94 = None
        clone_95: "i64[]" = torch.ops.aten.clone.default(arg95_1);  arg95_1 = None
        add_95: "f32[2]" = torch.ops.aten.add.Tensor(add_94, clone_95);  add_94 = clone_95 = None
        clone_96: "i64[]" = torch.ops.aten.clone.default(arg96_1);  arg96_1 = None
        add_96: "f32[2]" = torch.ops.aten.add.Tensor(add_95, clone_96);  add_95 = clone_96 = None
        clone_97: "i64[]" = torch.ops.aten.clone.default(arg97_1);  arg97_1 = None
        add_97: "f32[2]" = torch.ops.aten.add.Tensor(add_96, clone_97);  add_96 = clone_97 = None
        clone_98: "i64[]" = torch.ops.aten.clone.default(arg98_1);  arg98_1 = None
        add_98: "f32[2]" = torch.ops.aten.add.Tensor(add_97, clone_98);  add_97 = clone_98 = None
        clone_99: "i64[]" = torch.ops.aten.clone.default(arg99_1);  arg99_1 = None
        add_99: "f32[2]" = torch.ops.aten.add.Tensor(add_98, clone_99);  add_98 = clone_99 = None
        clone_100: "i64[]" = torch.ops.aten.clone.default(arg100_1);  arg100_1 = None
        add_100: "f32[2]" = torch.ops.aten.add.Tensor(add_99, clone_100);  add_99 = clone_100 = None
        clone_101: "i64[]" = torch.ops.aten.clone.default(arg101_1);  arg101_1 = None
        add_101: "f32[2]" = torch.ops.aten.add.Tensor(add_100, clone_101);  add_100 = clone_101 = None
        clone_102: "i64[]" = torch.ops.aten.clone.default(arg102_1);  arg102_1 = None
        add_102: "f32[2]" = torch.ops.aten.add.Tensor(add_101, clone_102);  add_101 = clone_102 = None
        clone_103: "i64[]" = torch.ops.aten.clone.default(arg103_1);  arg103_1 = None
        add_103: "f32[2]" = torch.ops.aten.add.Tensor(add_102, clone_103);  add_102 = clone_103 = None
        clone_104: "i64[]" = torch.ops.aten.clone.default(arg104_1);  arg104_1 = None
        add_104: "f32[2]" = torch.ops.aten.add.Tensor(add_103, clone_104);  add_103 = clone_104 = None
        clone_105: "i64[]" = torch.ops.aten.clone.default(arg105_1);  arg105_1 = None
        add_105: "f32[2]" = torch.ops.aten.add.Tensor(add_104, clone_105);  add_104 = clone_105 = None
        clone_106: "i64[]" = torch.ops.aten.clone.default(arg106_1);  arg106_1 = None
        add_106: "f32[2]" = torch.ops.aten.add.Tensor(add_105, clone_106);  add_105 = clone_106 = None
        clone_107: "i64[]" = torch.ops.aten.clone.default(arg107_1);  arg107_1 = None
        add_107: "f32[2]" = torch.ops.aten.add.Tensor(add_106, clone_107);  add_106 = clone_107 = None
        clone_108: "i64[]" = torch.ops.aten.clone.default(arg108_1);  arg108_1 = None
        add_108: "f32[2]" = torch.ops.aten.add.Tensor(add_107, clone_108);  add_107 = clone_108 = None
        clone_109: "i64[]" = torch.ops.aten.clone.default(arg109_1);  arg109_1 = None
        add_109: "f32[2]" = torch.ops.aten.add.Tensor(add_108, clone_109);  add_108 = clone_109 = None
        clone_110: "i64[]" = torch.ops.aten.clone.default(arg110_1);  arg110_1 = None
        add_110: "f32[2]" = torch.ops.aten.add.Tensor(add_109, clone_110);  add_109 = clone_110 = None
        clone_111: "i64[]" = torch.ops.aten.clone.default(arg111_1);  arg111_1 = None
        add_111: "f32[2]" = torch.ops.aten.add.Tensor(add_110, clone_111);  add_110 = clone_111 = None
        clone_112: "i64[]" = torch.ops.aten.clone.default(arg112_1);  arg112_1 = None
        add_112: "f32[2]" = torch.ops.aten.add.Tensor(add_111, clone_112);  add_111 = clone_112 = None
        clone_113: "i64[]" = torch.ops.aten.clone.default(arg113_1);  arg113_1 = None
        add_113: "f32[2]" = torch.ops.aten.add.Tensor(add_112, clone_113);  add_112 = clone_113 = None
        clone_114: "i64[]" = torch.ops.aten.clone.default(arg114_1);  arg114_1 = None
        add_114: "f32[2]" = torch.ops.aten.add.Tensor(add_113, clone_114);  add_113 = clone_114 = None
        clone_115: "i64[]" = torch.ops.aten.clone.default(arg115_1);  arg115_1 = None
        add_115: "f32[2]" = torch.ops.aten.add.Tensor(add_114, clone_115);  add_114 = clone_115 = None
        clone_116: "i64[]" = torch.ops.aten.clone.default(arg116_1);  arg116_1 = None
        add_116: "f32[2]" = torch.ops.aten.add.Tensor(add_115, clone_116);  add_115 = clone_116 = None
        clone_117: "i64[]" = torch.ops.aten.clone.default(arg117_1);  arg117_1 = None
        add_117: "f32[2]" = torch.ops.aten.add.Tensor(add_116, clone_117);  add_116 = clone_117 = None
        clone_118: "i64[]" = torch.ops.aten.clone.default(arg118_1);  arg118_1 = None
        add_118: "f32[2]" = torch.ops.aten.add.Tensor(add_117, clone_118);  add_117 = clone_118 = None
        clone_119: "i64[]" = torch.ops.aten.clone.default(arg119_1);  arg119_1 = None
        add_119: "f32[2]" = torch.ops.aten.add.Tensor(add_118, clone_119);  add_118 = clone_119 = None
        clone_120: "i64[]" = torch.ops.aten.clone.default(arg120_1);  arg120_1 = None
        add_120: "f32[2]" = torch.ops.aten.add.Tensor(add_119, clone_120);  add_119 = clone_120 = None
        clone_121: "i64[]" = torch.ops.aten.clone.default(arg121_1);  arg121_1 = None
        add_121: "f32[2]" = torch.ops.aten.add.Tensor(add_120, clone_121);  add_120 = clone_121 = None
        clone_122: "i64[]" = torch.ops.aten.clone.default(arg122_1);  arg122_1 = None
        add_122: "f32[2]" = torch.ops.aten.add.Tensor(add_121, clone_122);  add_121 = clone_122 = None
        clone_123: "i64[]" = torch.ops.aten.clone.default(arg123_1);  arg123_1 = None
        add_123: "f32[2]" = torch.ops.aten.add.Tensor(add_122, clone_123);  add_122 = clone_123 = None
        clone_124: "i64[]" = torch.ops.aten.clone.default(arg124_1);  arg124_1 = None
        add_124: "f32[2]" = torch.ops.aten.add.Tensor(add_123, clone_124);  add_123 = clone_124 = None
        clone_125: "i64[]" = torch.ops.aten.clone.default(arg125_1);  arg125_1 = None
        add_125: "f32[2]" = torch.ops.aten.add.Tensor(add_124, clone_125);  add_124 = clone_125 = None
        clone_126: "i64[]" = torch.ops.aten.clone.default(arg126_1);  arg126_1 = None
        add_126: "f32[2]" = torch.ops.aten.add.Tensor(add_125, clone_126);  add_125 = clone_126 = None
        clone_127: "i64[]" = torch.ops.aten.clone.default(arg127_1);  arg127_1 = None
        add_127: "f32[2]" = torch.ops.aten.add.Tensor(add_126, clone_127);  add_126 = clone_127 = None
        clone_128: "i64[]" = torch.ops.aten.clone.default(arg128_1);  arg128_1 = None
        add_128: "f32[2]" = torch.ops.aten.add.Tensor(add_127, clone_128);  add_127 = clone_128 = None
        clone_129: "i64[]" = torch.ops.aten.clone.default(arg129_1);  arg129_1 = None
        add_129: "f32[2]" = torch.ops.aten.add.Tensor(add_128, clone_129);  add_128 = clone_129 = None
        clone_130: "i64[]" = torch.ops.aten.clone.default(arg130_1);  arg130_1 = None
        add_130: "f32[2]" = torch.ops.aten.add.Tensor(add_129, clone_130);  add_129 = clone_130 = None
        clone_131: "i64[]" = torch.ops.aten.clone.default(arg131_1);  arg131_1 = None
        add_131: "f32[2]" = torch.ops.aten.add.Tensor(add_130, clone_131);  add_130 = clone_131 = None
        clone_132: "i64[]" = torch.ops.aten.clone.default(arg132_1);  arg132_1 = None
        add_132: "f32[2]" = torch.ops.aten.add.Tensor(add_131, clone_132);  add_131 = clone_132 = None
        clone_133: "i64[]" = torch.ops.aten.clone.default(arg133_1);  arg133_1 = None
        add_133: "f32[2]" = torch.ops.aten.add.Tensor(add_132, clone_133);  add_132 = clone_133 = None
        clone_134: "i64[]" = torch.ops.aten.clone.default(arg134_1);  arg134_1 = None
        add_134: "f32[2]" = torch.ops.aten.add.Tensor(add_133, clone_134);  add_133 = clone_134 = None
        clone_135: "i64[]" = torch.ops.aten.clone.default(arg135_1);  arg135_1 = None
        add_135: "f32[2]" = torch.ops.aten.add.Tensor(add_134, clone_135);  add_134 = clone_135 = None
        clone_136: "i64[]" = torch.ops.aten.clone.default(arg136_1);  arg136_1 = None
        add_136: "f32[2]" = torch.ops.aten.add.Tensor(add_135, clone_136);  add_135 = clone_136 = None
        clone_137: "i64[]" = torch.ops.aten.clone.default(arg137_1);  arg137_1 = None
        add_137: "f32[2]" = torch.ops.aten.add.Tensor(add_136, clone_137);  add_136 = clone_137 = None
        clone_138: "i64[]" = torch.ops.aten.clone.default(arg138_1);  arg138_1 = None
        add_138: "f32[2]" = torch.ops.aten.add.Tensor(add_137, clone_138);  add_137 = clone_138 = None
        clone_139: "i64[]" = torch.ops.aten.clone.default(arg139_1);  arg139_1 = None
        add_139: "f32[2]" = torch.ops.aten.add.Tensor(add_138, clone_139);  add_138 = clone_139 = None
        clone_140: "i64[]" = torch.ops.aten.clone.default(arg140_1);  arg140_1 = None
        add_140: "f32[2]" = torch.ops.aten.add.Tensor(add_139, clone_140);  add_139 = clone_140 = None
        clone_141: "i64[]" = torch.ops.aten.clone.default(arg141_1);  arg141_1 = None
        add_141: "f32[2]" = torch.ops.aten.add.Tensor(add_140, clone_141);  add_140 = clone_141 = None
        clone_142: "i64[]" = torch.ops.aten.clone.default(arg142_1);  arg142_1 = None
        add_142: "f32[2]" = torch.ops.aten.add.Tensor(add_141, clone_142);  add_141 = clone_142 = None
        clone_143: "i64[]" = torch.ops.aten.clone.default(arg143_1);  arg143_1 = None
        add_143: "f32[2]" = torch.ops.aten.add.Tensor(add_142, clone_143);  add_142 = clone_143 = None
        clone_144: "i64[]" = torch.ops.aten.clone.default(arg144_1);  arg144_1 = None
        add_144: "f32[2]" = torch.ops.aten.add.Tensor(add_143, clone_144);  add_143 = clone_144 = None
        clone_145: "i64[]" = torch.ops.aten.clone.default(arg145_1);  arg145_1 = None
        add_145: "f32[2]" = torch.ops.aten.add.Tensor(add_144, clone_145);  add_144 = clone_145 = None
        clone_146: "i64[]" = torch.ops.aten.clone.default(arg146_1);  arg146_1 = None
        add_146: "f32[2]" = torch.ops.aten.add.Tensor(add_145, clone_146);  add_145 = clone_146 = None
        clone_147: "i64[]" = torch.ops.aten.clone.default(arg147_1);  arg147_1 = None
        add_147: "f32[2]" = torch.ops.aten.add.Tensor(add_146, clone_147);  add_146 = clone_147 = None
        clone_148: "i64[]" = torch.ops.aten.clone.default(arg148_1);  arg148_1 = None
        add_148: "f32[2]" = torch.ops.aten.add.Tensor(add_147, clone_148);  add_147 = clone_148 = None
        clone_149: "i64[]" = torch.ops.aten.clone.default(arg149_1);  arg149_1 = None
        add_149: "f32[2]" = torch.ops.aten.add.Tensor(add_148, clone_149);  add_148 = clone_149 = None
        clone_150: "i64[]" = torch.ops.aten.clone.default(arg150_1);  arg150_1 = None
        add_150: "f32[2]" = torch.ops.aten.add.Tensor(add_149, clone_150);  add_149 = clone_150 = None
        clone_151: "i64[]" = torch.ops.aten.clone.default(arg151_1);  arg151_1 = None
        add_151: "f32[2]" = torch.ops.aten.add.Tensor(add_150, clone_151);  add_150 = clone_151 = None
        clone_152: "i64[]" = torch.ops.aten.clone.default(arg152_1);  arg152_1 = None
        add_152: "f32[2]" = torch.ops.aten.add.Tensor(add_151, clone_152);  add_151 = clone_152 = None
        clone_153: "i64[]" = torch.ops.aten.clone.default(arg153_1);  arg153_1 = None
        add_153: "f32[2]" = torch.ops.aten.add.Tensor(add_152, clone_153);  add_152 = clone_153 = None
        clone_154: "i64[]" = torch.ops.aten.clone.default(arg154_1);  arg154_1 = None
        add_154: "f32[2]" = torch.ops.aten.add.Tensor(add_153, clone_154);  add_153 = clone_154 = None
        clone_155: "i64[]" = torch.ops.aten.clone.default(arg155_1);  arg155_1 = None
        add_155: "f32[2]" = torch.ops.aten.add.Tensor(add_154, clone_155);  add_154 = clone_155 = None
        clone_156: "i64[]" = torch.ops.aten.clone.default(arg156_1);  arg156_1 = None
        add_156: "f32[2]" = torch.ops.aten.add.Tensor(add_155, clone_156);  add_155 = clone_156 = None
        clone_157: "i64[]" = torch.ops.aten.clone.default(arg157_1);  arg157_1 = None
        add_157: "f32[2]" = torch.ops.aten.add.Tensor(add_156, clone_157);  add_156 = clone_157 = None
        clone_158: "i64[]" = torch.ops.aten.clone.default(arg158_1);  arg158_1 = None
        add_158: "f32[2]" = torch.ops.aten.add.Tensor(add_157, clone_158);  add_157 = clone_158 = None
        clone_159: "i64[]" = torch.ops.aten.clone.default(arg159_1);  arg159_1 = None
        add_159: "f32[2]" = torch.ops.aten.add.Tensor(add_158, clone_159);  add_158 = clone_159 = None
        clone_160: "i64[]" = torch.ops.aten.clone.default(arg160_1);  arg160_1 = None
        add_160: "f32[2]" = torch.ops.aten.add.Tensor(add_159, clone_160);  add_159 = clone_160 = None
        clone_161: "i64[]" = torch.ops.aten.clone.default(arg161_1);  arg161_1 = None
        add_161: "f32[2]" = torch.ops.aten.add.Tensor(add_160, clone_161);  add_160 = clone_161 = None
        clone_162: "i64[]" = torch.ops.aten.clone.default(arg162_1);  arg162_1 = None
        add_162: "f32[2]" = torch.ops.aten.add.Tensor(add_161, clone_162);  add_161 = clone_162 = None
        clone_163: "i64[]" = torch.ops.aten.clone.default(arg163_1);  arg163_1 = None
        add_163: "f32[2]" = torch.ops.aten.add.Tensor(add_162, clone_163);  add_162 = clone_163 = None
        clone_164: "i64[]" = torch.ops.aten.clone.default(arg164_1);  arg164_1 = None
        add_164: "f32[2]" = torch.ops.aten.add.Tensor(add_163, clone_164);  add_163 = clone_164 = None
        clone_165: "i64[]" = torch.ops.aten.clone.default(arg165_1);  arg165_1 = None
        add_165: "f32[2]" = torch.ops.aten.add.Tensor(add_164, clone_165);  add_164 = clone_165 = None
        clone_166: "i64[]" = torch.ops.aten.clone.default(arg166_1);  arg166_1 = None
        add_166: "f32[2]" = torch.ops.aten.add.Tensor(add_165, clone_166);  add_165 = clone_166 = None
        clone_167: "i64[]" = torch.ops.aten.clone.default(arg167_1);  arg167_1 = None
        add_167: "f32[2]" = torch.ops.aten.add.Tensor(add_166, clone_167);  add_166 = clone_167 = None
        clone_168: "i64[]" = torch.ops.aten.clone.default(arg168_1);  arg168_1 = None
        add_168: "f32[2]" = torch.ops.aten.add.Tensor(add_167, clone_168);  add_167 = clone_168 = None
        clone_169: "i64[]" = torch.ops.aten.clone.default(arg169_1);  arg169_1 = None
        add_169: "f32[2]" = torch.ops.aten.add.Tensor(add_168, clone_169);  add_168 = clone_169 = None
        clone_170: "i64[]" = torch.ops.aten.clone.default(arg170_1);  arg170_1 = None
        add_170: "f32[2]" = torch.ops.aten.add.Tensor(add_169, clone_170);  add_169 = clone_170 = None
        clone_171: "i64[]" = torch.ops.aten.clone.default(arg171_1);  arg171_1 = None
        add_171: "f32[2]" = torch.ops.aten.add.Tensor(add_170, clone_171);  add_170 = clone_171 = None
        clone_172: "i64[]" = torch.ops.aten.clone.default(arg172_1);  arg172_1 = None
        add_172: "f32[2]" = torch.ops.aten.add.Tensor(add_171, clone_172);  add_171 = clone_172 = None
        clone_173: "i64[]" = torch.ops.aten.clone.default(arg173_1);  arg173_1 = None
        add_173: "f32[2]" = torch.ops.aten.add.Tensor(add_172, clone_173);  add_172 = clone_173 = None
        clone_174: "i64[]" = torch.ops.aten.clone.default(arg174_1);  arg174_1 = None
        add_174: "f32[2]" = torch.ops.aten.add.Tensor(add_173, clone_174);  add_173 = clone_174 = None
        clone_175: "i64[]" = torch.ops.aten.clone.default(arg175_1);  arg175_1 = None
        add_175: "f32[2]" = torch.ops.aten.add.Tensor(add_174, clone_175);  add_174 = clone_175 = None
        clone_176: "i64[]" = torch.ops.aten.clone.default(arg176_1);  arg176_1 = None
        add_176: "f32[2]" = torch.ops.aten.add.Tensor(add_175, clone_176);  add_175 = clone_176 = None
        clone_177: "i64[]" = torch.ops.aten.clone.default(arg177_1);  arg177_1 = None
        add_177: "f32[2]" = torch.ops.aten.add.Tensor(add_176, clone_177);  add_176 = clone_177 = None
        clone_178: "i64[]" = torch.ops.aten.clone.default(arg178_1);  arg178_1 = None
        add_178: "f32[2]" = torch.ops.aten.add.Tensor(add_177, clone_178);  add_177 = clone_178 = None
        clone_179: "i64[]" = torch.ops.aten.clone.default(arg179_1);  arg179_1 = None
        add_179: "f32[2]" = torch.ops.aten.add.Tensor(add_178, clone_179);  add_178 = clone_179 = None
        clone_180: "i64[]" = torch.ops.aten.clone.default(arg180_1);  arg180_1 = None
        add_180: "f32[2]" = torch.ops.aten.add.Tensor(add_179, clone_180);  add_179 = clone_180 = None
        clone_181: "i64[]" = torch.ops.aten.clone.default(arg181_1);  arg181_1 = None
        add_181: "f32[2]" = torch.ops.aten.add.Tensor(add_180, clone_181);  add_180 = clone_181 = None
        clone_182: "i64[]" = torch.ops.aten.clone.default(arg182_1);  arg182_1 = None
        add_182: "f32[2]" = torch.ops.aten.add.Tensor(add_181, clone_182);  add_181 = clone_182 = None
        clone_183: "i64[]" = torch.ops.aten.clone.default(arg183_1);  arg183_1 = None
        add_183: "f32[2]" = torch.ops.aten.add.Tensor(add_182, clone_183);  add_182 = clone_183 = None
        clone_184: "i64[]" = torch.ops.aten.clone.default(arg184_1);  arg184_1 = None
        add_184: "f32[2]" = torch.ops.aten.add.Tensor(add_183, clone_184);  add_183 = clone_184 = None
        clone_185: "i64[]" = torch.ops.aten.clone.default(arg185_1);  arg185_1 = None
        add_185: "f32[2]" = torch.ops.aten.add.Tensor(add_184, clone_185);  add_184 = clone_185 = None
        clone_186: "i64[]" = torch.ops.aten.clone.default(arg186_1);  arg186_1 = None
        add_186: "f32[2]" = torch.ops.aten.add.Tensor(add_185, clone_186);  add_185 = clone_186 = None
        clone_187: "i64[]" = torch.ops.aten.clone.default(arg187_1);  arg187_1 = None
        add_187: "f32[2]" = torch.ops.aten.add.Tensor(add_186, clone_187);  add_186 = clone_187 = None
        clone_188: "i64[]" = torch.ops.aten.clone.default(arg188_1);  arg188_1 = None
        add_188: "f32[2]" = torch.ops.aten.add.Tensor(add_187, clone_188);  add_187 = clone_188 = None
        clone_189: "i64[]" = torch.ops.aten.clone.default(arg189_1);  arg189_1 = None
        add_189: "f32[2]" = torch.ops.aten.add.Tensor(add_188, clone_189);  add_188 = clone_189 = None
        clone_190: "i64[]" = torch.ops.aten.clone.default(arg190_1);  arg190_1 = None
        add_190: "f32[2]" = torch.ops.aten.add.Tensor(add_189, clone_190);  add_189 = clone_190 = None
        clone_191: "i64[]" = torch.ops.aten.clone.default(arg191_1);  arg191_1 = None
        add_191: "f32[2]" = torch.ops.aten.add.Tensor(add_190, clone_191);  add_190 = clone_191 = None
        clone_192: "i64[]" = torch.ops.aten.clone.default(arg192_1);  arg192_1 = None
        add_192: "f32[2]" = torch.ops.aten.add.Tensor(add_191, clone_192);  add_191 = clone_192 = None
        clone_193: "i64[]" = torch.ops.aten.clone.default(arg193_1);  arg193_1 = None
        add_193: "f32[2]" = torch.ops.aten.add.Tensor(add_192, clone_193);  add_192 = clone_193 = None
        clone_194: "i64[]" = torch.ops.aten.clone.default(arg194_1);  arg194_1 = None
        add_194: "f32[2]" = torch.ops.aten.add.Tensor(add_193, clone_194);  add_193 = clone_194 = None
        clone_195: "i64[]" = torch.ops.aten.clone.default(arg195_1);  arg195_1 = None
        add_195: "f32[2]" = torch.ops.aten.add.Tensor(add_194, clone_195);  add_194 = clone_195 = None
        clone_196: "i64[]" = torch.ops.aten.clone.default(arg196_1);  arg196_1 = None
        add_196: "f32[2]" = torch.ops.aten.add.Tensor(add_195, clone_196);  add_195 = clone_196 = None
        clone_197: "i64[]" = torch.ops.aten.clone.default(arg197_1);  arg197_1 = None
        add_197: "f32[2]" = torch.ops.aten.add.Tensor(add_196, clone_197);  add_196 = clone_197 = None
        clone_198: "i64[]" = torch.ops.aten.clone.default(arg198_1);  arg198_1 = None
        add_198: "f32[2]" = torch.ops.aten.add.Tensor(add_197, clone_198);  add_197 = clone_198 = None
        clone_199: "i64[]" = torch.ops.aten.clone.default(arg199_1);  arg199_1 = None
        add_199: "f32[2]" = torch.ops.aten.add.Tensor(add_198, clone_199);  add_198 = clone_199 = None
        clone_200: "i64[]" = torch.ops.aten.clone.default(arg200_1);  arg200_1 = None
        add_200: "f32[2]" = torch.ops.aten.add.Tensor(add_199, clone_200);  add_199 = clone_200 = None
        clone_201: "i64[]" = torch.ops.aten.clone.default(arg201_1);  arg201_1 = None
        add_201: "f32[2]" = torch.ops.aten.add.Tensor(add_200, clone_201);  add_200 = clone_201 = None
        clone_202: "i64[]" = torch.ops.aten.clone.default(arg202_1);  arg202_1 = None
        add_202: "f32[2]" = torch.ops.aten.add.Tensor(add_201, clone_202);  add_201 = clone_202 = None
        clone_203: "i64[]" = torch.ops.aten.clone.default(arg203_1);  arg203_1 = None
        add_203: "f32[2]" = torch.ops.aten.add.Tensor(add_202, clone_203);  add_202 = clone_203 = None
        clone_204: "i64[]" = torch.ops.aten.clone.default(arg204_1);  arg204_1 = None
        add_204: "f32[2]" = torch.ops.aten.add.Tensor(add_203, clone_204);  add_203 = clone_204 = None
        clone_205: "i64[]" = torch.ops.aten.clone.default(arg205_1);  arg205_1 = None
        add_205: "f32[2]" = torch.ops.aten.add.Tensor(add_204, clone_205);  add_204 = clone_205 = None
        clone_206: "i64[]" = torch.ops.aten.clone.default(arg206_1);  arg206_1 = None
        add_206: "f32[2]" = torch.ops.aten.add.Tensor(add_205, clone_206);  add_205 = clone_206 = None
        clone_207: "i64[]" = torch.ops.aten.clone.default(arg207_1);  arg207_1 = None
        add_207: "f32[2]" = torch.ops.aten.add.Tensor(add_206, clone_207);  add_206 = clone_207 = None
        clone_208: "i64[]" = torch.ops.aten.clone.default(arg208_1);  arg208_1 = None
        add_208: "f32[2]" = torch.ops.aten.add.Tensor(add_207, clone_208);  add_207 = clone_208 = None
        clone_209: "i64[]" = torch.ops.aten.clone.default(arg209_1);  arg209_1 = None
        add_209: "f32[2]" = torch.ops.aten.add.Tensor(add_208, clone_209);  add_208 = clone_209 = None
        clone_210: "i64[]" = torch.ops.aten.clone.default(arg210_1);  arg210_1 = None
        add_210: "f32[2]" = torch.ops.aten.add.Tensor(add_209, clone_210);  add_209 = clone_210 = None
        clone_211: "i64[]" = torch.ops.aten.clone.default(arg211_1);  arg211_1 = None
        add_211: "f32[2]" = torch.ops.aten.add.Tensor(add_210, clone_211);  add_210 = clone_211 = None
        clone_212: "i64[]" = torch.ops.aten.clone.default(arg212_1);  arg212_1 = None
        add_212: "f32[2]" = torch.ops.aten.add.Tensor(add_211, clone_212);  add_211 = clone_212 = None
        clone_213: "i64[]" = torch.ops.aten.clone.default(arg213_1);  arg213_1 = None
        add_213: "f32[2]" = torch.ops.aten.add.Tensor(add_212, clone_213);  add_212 = clone_213 = None
        clone_214: "i64[]" = torch.ops.aten.clone.default(arg214_1);  arg214_1 = None
        add_214: "f32[2]" = torch.ops.aten.add.Tensor(add_213, clone_214);  add_213 = clone_214 = None
        clone_215: "i64[]" = torch.ops.aten.clone.default(arg215_1);  arg215_1 = None
        add_215: "f32[2]" = torch.ops.aten.add.Tensor(add_214, clone_215);  add_214 = clone_215 = None
        clone_216: "i64[]" = torch.ops.aten.clone.default(arg216_1);  arg216_1 = None
        add_216: "f32[2]" = torch.ops.aten.add.Tensor(add_215, clone_216);  add_215 = clone_216 = None
        clone_217: "i64[]" = torch.ops.aten.clone.default(arg217_1);  arg217_1 = None
        add_217: "f32[2]" = torch.ops.aten.add.Tensor(add_216, clone_217);  add_216 = clone_217 = None
        clone_218: "i64[]" = torch.ops.aten.clone.default(arg218_1);  arg218_1 = None
        add_218: "f32[2]" = torch.ops.aten.add.Tensor(add_217, clone_218);  add_217 = clone_218 = None
        clone_219: "i64[]" = torch.ops.aten.clone.default(arg219_1);  arg219_1 = None
        add_219: "f32[2]" = torch.ops.aten.add.Tensor(add_218, clone_219);  add_218 = clone_219 = None
        clone_220: "i64[]" = torch.ops.aten.clone.default(arg220_1);  arg220_1 = None
        add_220: "f32[2]" = torch.ops.aten.add.Tensor(add_219, clone_220);  add_219 = clone_220 = None
        clone_221: "i64[]" = torch.ops.aten.clone.default(arg221_1);  arg221_1 = None
        add_221: "f32[2]" = torch.ops.aten.add.Tensor(add_220, clone_221);  add_220 = clone_221 = None
        clone_222: "i64[]" = torch.ops.aten.clone.default(arg222_1);  arg222_1 = None
        add_222: "f32[2]" = torch.ops.aten.add.Tensor(add_221, clone_222);  add_221 = clone_222 = None
        clone_223: "i64[]" = torch.ops.aten.clone.default(arg223_1);  arg223_1 = None
        add_223: "f32[2]" = torch.ops.aten.add.Tensor(add_222, clone_223);  add_222 = clone_223 = None
        clone_224: "i64[]" = torch.ops.aten.clone.default(arg224_1);  arg224_1 = None
        add_224: "f32[2]" = torch.ops.aten.add.Tensor(add_223, clone_224);  add_223 = clone_224 = None
        clone_225: "i64[]" = torch.ops.aten.clone.default(arg225_1);  arg225_1 = None
        add_225: "f32[2]" = torch.ops.aten.add.Tensor(add_224, clone_225);  add_224 = clone_225 = None
        clone_226: "i64[]" = torch.ops.aten.clone.default(arg226_1);  arg226_1 = None
        add_226: "f32[2]" = torch.ops.aten.add.Tensor(add_225, clone_226);  add_225 = clone_226 = None
        clone_227: "i64[]" = torch.ops.aten.clone.default(arg227_1);  arg227_1 = None
        add_227: "f32[2]" = torch.ops.aten.add.Tensor(add_226, clone_227);  add_226 = clone_227 = None
        clone_228: "i64[]" = torch.ops.aten.clone.default(arg228_1);  arg228_1 = None
        add_228: "f32[2]" = torch.ops.aten.add.Tensor(add_227, clone_228);  add_227 = clone_228 = None
        clone_229: "i64[]" = torch.ops.aten.clone.default(arg229_1);  arg229_1 = None
        add_229: "f32[2]" = torch.ops.aten.add.Tensor(add_228, clone_229);  add_228 = clone_229 = None
        clone_230: "i64[]" = torch.ops.aten.clone.default(arg230_1);  arg230_1 = None
        add_230: "f32[2]" = torch.ops.aten.add.Tensor(add_229, clone_230);  add_229 = clone_230 = None
        clone_231: "i64[]" = torch.ops.aten.clone.default(arg231_1);  arg231_1 = None
        add_231: "f32[2]" = torch.ops.aten.add.Tensor(add_230, clone_231);  add_230 = clone_231 = None
        clone_232: "i64[]" = torch.ops.aten.clone.default(arg232_1);  arg232_1 = None
        add_232: "f32[2]" = torch.ops.aten.add.Tensor(add_231, clone_232);  add_231 = clone_232 = None
        clone_233: "i64[]" = torch.ops.aten.clone.default(arg233_1);  arg233_1 = None
        add_233: "f32[2]" = torch.ops.aten.add.Tensor(add_232, clone_233);  add_232 = clone_233 = None
        clone_234: "i64[]" = torch.ops.aten.clone.default(arg234_1);  arg234_1 = None
        add_234: "f32[2]" = torch.ops.aten.add.Tensor(add_233, clone_234);  add_233 = clone_234 = None
        clone_235: "i64[]" = torch.ops.aten.clone.default(arg235_1);  arg235_1 = None
        add_235: "f32[2]" = torch.ops.aten.add.Tensor(add_234, clone_235);  add_234 = clone_235 = None
        clone_236: "i64[]" = torch.ops.aten.clone.default(arg236_1);  arg236_1 = None
        add_236: "f32[2]" = torch.ops.aten.add.Tensor(add_235, clone_236);  add_235 = clone_236 = None
        clone_237: "i64[]" = torch.ops.aten.clone.default(arg237_1);  arg237_1 = None
        add_237: "f32[2]" = torch.ops.aten.add.Tensor(add_236, clone_237);  add_236 = clone_237 = None
        clone_238: "i64[]" = torch.ops.aten.clone.default(arg238_1);  arg238_1 = None
        add_238: "f32[2]" = torch.ops.aten.add.Tensor(add_237, clone_238);  add_237 = clone_238 = None
        clone_239: "i64[]" = torch.ops.aten.clone.default(arg239_1);  arg239_1 = None
        add_239: "f32[2]" = torch.ops.aten.add.Tensor(add_238, clone_239);  add_238 = clone_239 = None
        clone_240: "i64[]" = torch.ops.aten.clone.default(arg240_1);  arg240_1 = None
        add_240: "f32[2]" = torch.ops.aten.add.Tensor(add_239, clone_240);  add_239 = clone_240 = None
        clone_241: "i64[]" = torch.ops.aten.clone.default(arg241_1);  arg241_1 = None
        add_241: "f32[2]" = torch.ops.aten.add.Tensor(add_240, clone_241);  add_240 = clone_241 = None
        clone_242: "i64[]" = torch.ops.aten.clone.default(arg242_1);  arg242_1 = None
        add_242: "f32[2]" = torch.ops.aten.add.Tensor(add_241, clone_242);  add_241 = clone_242 = None
        clone_243: "i64[]" = torch.ops.aten.clone.default(arg243_1);  arg243_1 = None
        add_243: "f32[2]" = torch.ops.aten.add.Tensor(add_242, clone_243);  add_242 = clone_243 = None
        clone_244: "i64[]" = torch.ops.aten.clone.default(arg244_1);  arg244_1 = None
        add_244: "f32[2]" = torch.ops.aten.add.Tensor(add_243, clone_244);  add_243 = clone_244 = None
        clone_245: "i64[]" = torch.ops.aten.clone.default(arg245_1);  arg245_1 = None
        add_245: "f32[2]" = torch.ops.aten.add.Tensor(add_244, clone_245);  add_244 = clone_245 = None
        clone_246: "i64[]" = torch.ops.aten.clone.default(arg246_1);  arg246_1 = None
        add_246: "f32[2]" = torch.ops.aten.add.Tensor(add_245, clone_246);  add_245 = clone_246 = None
        clone_247: "i64[]" = torch.ops.aten.clone.default(arg247_1);  arg247_1 = None
        add_247: "f32[2]" = torch.ops.aten.add.Tensor(add_246, clone_247);  add_246 = clone_247 = None
        clone_248: "i64[]" = torch.ops.aten.clone.default(arg248_1);  arg248_1 = None
        add_248: "f32[2]" = torch.ops.aten.add.Tensor(add_247, clone_248);  add_247 = clone_248 = None
        clone_249: "i64[]" = torch.ops.aten.clone.default(arg249_1);  arg249_1 = None
        add_249: "f32[2]" = torch.ops.aten.add.Tensor(add_248, clone_249);  add_248 = clone_249 = None
        clone_250: "i64[]" = torch.ops.aten.clone.default(arg250_1);  arg250_1 = None
        add_250: "f32[2]" = torch.ops.aten.add.Tensor(add_249, clone_250);  add_249 = clone_250 = None
        clone_251: "i64[]" = torch.ops.aten.clone.default(arg251_1);  arg251_1 = None
        add_251: "f32[2]" = torch.ops.aten.add.Tensor(add_250, clone_251);  add_250 = clone_251 = None
        clone_252: "i64[]" = torch.ops.aten.clone.default(arg252_1);  arg252_1 = None
        add_252: "f32[2]" = torch.ops.aten.add.Tensor(add_251, clone_252);  add_251 = clone_252 = None
        clone_253: "i64[]" = torch.ops.aten.clone.default(arg253_1);  arg253_1 = None
        add_253: "f32[2]" = torch.ops.aten.add.Tensor(add_252, clone_253);  add_252 = clone_253 = None
        clone_254: "i64[]" = torch.ops.aten.clone.default(arg254_1);  arg254_1 = None
        add_254: "f32[2]" = torch.ops.aten.add.Tensor(add_253, clone_254);  add_253 = clone_254 = None
        clone_255: "i64[]" = torch.ops.aten.clone.default(arg255_1);  arg255_1 = None
        add_255: "f32[2]" = torch.ops.aten.add.Tensor(add_254, clone_255);  add_254 = clone_255 = None
        clone_256: "i64[]" = torch.ops.aten.clone.default(arg256_1);  arg256_1 = None
        add_256: "f32[2]" = torch.ops.aten.add.Tensor(add_255, clone_256);  add_255 = clone_256 = None
        clone_257: "i64[]" = torch.ops.aten.clone.default(arg257_1);  arg257_1 = None
        add_257: "f32[2]" = torch.ops.aten.add.Tensor(add_256, clone_257);  add_256 = clone_257 = None
        clone_258: "i64[]" = torch.ops.aten.clone.default(arg258_1);  arg258_1 = None
        add_258: "f32[2]" = torch.ops.aten.add.Tensor(add_257, clone_258);  add_257 = clone_258 = None
        clone_259: "i64[]" = torch.ops.aten.clone.default(arg259_1);  arg259_1 = None
        add_259: "f32[2]" = torch.ops.aten.add.Tensor(add_258, clone_259);  add_258 = clone_259 = None
        clone_260: "i64[]" = torch.ops.aten.clone.default(arg260_1);  arg260_1 = None
        add_260: "f32[2]" = torch.ops.aten.add.Tensor(add_259, clone_260);  add_259 = clone_260 = None
        clone_261: "i64[]" = torch.ops.aten.clone.default(arg261_1);  arg261_1 = None
        add_261: "f32[2]" = torch.ops.aten.add.Tensor(add_260, clone_261);  add_260 = clone_261 = None
        clone_262: "i64[]" = torch.ops.aten.clone.default(arg262_1);  arg262_1 = None
        add_262: "f32[2]" = torch.ops.aten.add.Tensor(add_261, clone_262);  add_261 = clone_262 = None
        clone_263: "i64[]" = torch.ops.aten.clone.default(arg263_1);  arg263_1 = None
        add_263: "f32[2]" = torch.ops.aten.add.Tensor(add_262, clone_263);  add_262 = clone_263 = None
        clone_264: "i64[]" = torch.ops.aten.clone.default(arg264_1);  arg264_1 = None
        add_264: "f32[2]" = torch.ops.aten.add.Tensor(add_263, clone_264);  add_263 = clone_264 = None
        clone_265: "i64[]" = torch.ops.aten.clone.default(arg265_1);  arg265_1 = None
        add_265: "f32[2]" = torch.ops.aten.add.Tensor(add_264, clone_265);  add_264 = clone_265 = None
        clone_266: "i64[]" = torch.ops.aten.clone.default(arg266_1);  arg266_1 = None
        add_266: "f32[2]" = torch.ops.aten.add.Tensor(add_265, clone_266);  add_265 = clone_266 = None
        clone_267: "i64[]" = torch.ops.aten.clone.default(arg267_1);  arg267_1 = None
        add_267: "f32[2]" = torch.ops.aten.add.Tensor(add_266, clone_267);  add_266 = clone_267 = None
        clone_268: "i64[]" = torch.ops.aten.clone.default(arg268_1);  arg268_1 = None
        add_268: "f32[2]" = torch.ops.aten.add.Tensor(add_267, clone_268);  add_267 = clone_268 = None
        clone_269: "i64[]" = torch.ops.aten.clone.default(arg269_1);  arg269_1 = None
        add_269: "f32[2]" = torch.ops.aten.add.Tensor(add_268, clone_269);  add_268 = clone_269 = None
        clone_270: "i64[]" = torch.ops.aten.clone.default(arg270_1);  arg270_1 = None
        add_270: "f32[2]" = torch.ops.aten.add.Tensor(add_269, clone_270);  add_269 = clone_270 = None
        clone_271: "i64[]" = torch.ops.aten.clone.default(arg271_1);  arg271_1 = None
        add_271: "f32[2]" = torch.ops.aten.add.Tensor(add_270, clone_271);  add_270 = clone_271 = None
        clone_272: "i64[]" = torch.ops.aten.clone.default(arg272_1);  arg272_1 = None
        add_272: "f32[2]" = torch.ops.aten.add.Tensor(add_271, clone_272);  add_271 = clone_272 = None
        clone_273: "i64[]" = torch.ops.aten.clone.default(arg273_1);  arg273_1 = None
        add_273: "f32[2]" = torch.ops.aten.add.Tensor(add_272, clone_273);  add_272 = clone_273 = None
        clone_274: "i64[]" = torch.ops.aten.clone.default(arg274_1);  arg274_1 = None
        add_274: "f32[2]" = torch.ops.aten.add.Tensor(add_273, clone_274);  add_273 = clone_274 = None
        clone_275: "i64[]" = torch.ops.aten.clone.default(arg275_1);  arg275_1 = None
        add_275: "f32[2]" = torch.ops.aten.add.Tensor(add_274, clone_275);  add_274 = clone_275 = None
        clone_276: "i64[]" = torch.ops.aten.clone.default(arg276_1);  arg276_1 = None
        add_276: "f32[2]" = torch.ops.aten.add.Tensor(add_275, clone_276);  add_275 = clone_276 = None
        clone_277: "i64[]" = torch.ops.aten.clone.default(arg277_1);  arg277_1 = None
        add_277: "f32[2]" = torch.ops.aten.add.Tensor(add_276, clone_277);  add_276 = clone_277 = None
        clone_278: "i64[]" = torch.ops.aten.clone.default(arg278_1);  arg278_1 = None
        add_278: "f32[2]" = torch.ops.aten.add.Tensor(add_277, clone_278);  add_277 = clone_278 = None
        clone_279: "i64[]" = torch.ops.aten.clone.default(arg279_1);  arg279_1 = None
        add_279: "f32[2]" = torch.ops.aten.add.Tensor(add_278, clone_279);  add_278 = clone_279 = None
        clone_280: "i64[]" = torch.ops.aten.clone.default(arg280_1);  arg280_1 = None
        add_280: "f32[2]" = torch.ops.aten.add.Tensor(add_279, clone_280);  add_279 = clone_280 = None
        clone_281: "i64[]" = torch.ops.aten.clone.default(arg281_1);  arg281_1 = None
        add_281: "f32[2]" = torch.ops.aten.add.Tensor(add_280, clone_281);  add_280 = clone_281 = None
        clone_282: "i64[]" = torch.ops.aten.clone.default(arg282_1);  arg282_1 = None
        add_282: "f32[2]" = torch.ops.aten.add.Tensor(add_281, clone_282);  add_281 = clone_282 = None
        clone_283: "i64[]" = torch.ops.aten.clone.default(arg283_1);  arg283_1 = None
        add_283: "f32[2]" = torch.ops.aten.add.Tensor(add_282, clone_283);  add_282 = clone_283 = None
        clone_284: "i64[]" = torch.ops.aten.clone.default(arg284_1);  arg284_1 = None
        add_284: "f32[2]" = torch.ops.aten.add.Tensor(add_283, clone_284);  add_283 = clone_284 = None
        clone_285: "i64[]" = torch.ops.aten.clone.default(arg285_1);  arg285_1 = None
        add_285: "f32[2]" = torch.ops.aten.add.Tensor(add_284, clone_285);  add_284 = clone_285 = None
        clone_286: "i64[]" = torch.ops.aten.clone.default(arg286_1);  arg286_1 = None
        add_286: "f32[2]" = torch.ops.aten.add.Tensor(add_285, clone_286);  add_285 = clone_286 = None
        clone_287: "i64[]" = torch.ops.aten.clone.default(arg287_1);  arg287_1 = None
        add_287: "f32[2]" = torch.ops.aten.add.Tensor(add_286, clone_287);  add_286 = clone_287 = None
        clone_288: "i64[]" = torch.ops.aten.clone.default(arg288_1);  arg288_1 = None
        add_288: "f32[2]" = torch.ops.aten.add.Tensor(add_287, clone_288);  add_287 = clone_288 = None
        clone_289: "i64[]" = torch.ops.aten.clone.default(arg289_1);  arg289_1 = None
        add_289: "f32[2]" = torch.ops.aten.add.Tensor(add_288, clone_289);  add_288 = clone_289 = None
        clone_290: "i64[]" = torch.ops.aten.clone.default(arg290_1);  arg290_1 = None
        add_290: "f32[2]" = torch.ops.aten.add.Tensor(add_289, clone_290);  add_289 = clone_290 = None
        clone_291: "i64[]" = torch.ops.aten.clone.default(arg291_1);  arg291_1 = None
        add_291: "f32[2]" = torch.ops.aten.add.Tensor(add_290, clone_291);  add_290 = clone_291 = None
        clone_292: "i64[]" = torch.ops.aten.clone.default(arg292_1);  arg292_1 = None
        add_292: "f32[2]" = torch.ops.aten.add.Tensor(add_291, clone_292);  add_291 = clone_292 = None
        clone_293: "i64[]" = torch.ops.aten.clone.default(arg293_1);  arg293_1 = None
        add_293: "f32[2]" = torch.ops.aten.add.Tensor(add_292, clone_293);  add_292 = clone_293 = None
        clone_294: "i64[]" = torch.ops.aten.clone.default(arg294_1);  arg294_1 = None
        add_294: "f32[2]" = torch.ops.aten.add.Tensor(add_293, clone_294);  add_293 = clone_294 = None
        clone_295: "i64[]" = torch.ops.aten.clone.default(arg295_1);  arg295_1 = None
        add_295: "f32[2]" = torch.ops.aten.add.Tensor(add_294, clone_295);  add_294 = clone_295 = None
        clone_296: "i64[]" = torch.ops.aten.clone.default(arg296_1);  arg296_1 = None
        add_296: "f32[2]" = torch.ops.aten.add.Tensor(add_295, clone_296);  add_295 = clone_296 = None
        clone_297: "i64[]" = torch.ops.aten.clone.default(arg297_1);  arg297_1 = None
        add_297: "f32[2]" = torch.ops.aten.add.Tensor(add_296, clone_297);  add_296 = clone_297 = None
        clone_298: "i64[]" = torch.ops.aten.clone.default(arg298_1);  arg298_1 = None
        add_298: "f32[2]" = torch.ops.aten.add.Tensor(add_297, clone_298);  add_297 = clone_298 = None
        clone_299: "i64[]" = torch.ops.aten.clone.default(arg299_1);  arg299_1 = None
        add_299: "f32[2]" = torch.ops.aten.add.Tensor(add_298, clone_299);  add_298 = clone_299 = None
        return (add_299,)
