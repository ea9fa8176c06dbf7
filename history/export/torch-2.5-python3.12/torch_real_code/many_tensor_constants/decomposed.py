class GraphModule(torch.nn.Module):
    def forward(self, c_lifted_tensor_0: "i64[]", c_lifted_tensor_1: "i64[]", c_lifted_tensor_2: "i64[]", c_lifted_tensor_3: "i64[]", c_lifted_tensor_4: "i64[]", c_lifted_tensor_5: "i64[]", c_lifted_tensor_6: "i64[]", c_lifted_tensor_7: "i64[]", c_lifted_tensor_8: "i64[]", c_lifted_tensor_9: "i64[]", c_lifted_tensor_10: "i64[]", c_lifted_tensor_11: "i64[]", c_lifted_tensor_12: "i64[]", c_lifted_tensor_13: "i64[]", c_lifted_tensor_14: "i64[]", c_lifted_tensor_15: "i64[]", c_lifted_tensor_16: "i64[]", c_lifted_tensor_17: "i64[]", c_lifted_tensor_18: "i64[]", c_lifted_tensor_19: "i64[]", c_lifted_tensor_20: "i64[]", c_lifted_tensor_21: "i64[]", c_lifted_tensor_22: "i64[]", c_lifted_tensor_23: "i64[]", c_lifted_tensor_24: "i64[]", c_lifted_tensor_25: "i64[]", c_lifted_tensor_26: "i64[]", c_lifted_tensor_27: "i64[]", c_lifted_tensor_28: "i64[]", c_lifted_tensor_29: "i64[]", c_lifted_tensor_30: "i64[]", c_lifted_tensor_31: "i64[]", c_lifted_tensor_32: "i64[]", c_lifted_tensor_33: "i64[]", c_lifted_tensor_34: "i64[]", c_lifted_tensor_35: "i64[]", c_lifted_tensor_36: "i64[]", c_lifted_tensor_37: "i64[]", c_lifted_tensor_38: "i64[]", c_lifted_tensor_39: "i64[]", c_lifted_tensor_40: "i64[]", c_lifted_tensor_41: "i64[]", c_lifted_tensor_42: "i64[]", c_lifted_tensor_43: "i64[]", c_lifted_tensor_44: "i64[]", c_lifted_tensor_45: "i64[]", c_lifted_tensor_46: "i64[]", c_lifted_tensor_47: "i64[]", c_lifted_tensor_48: "i64[]", c_lifted_tensor_49: "i64[]", c_lifted_tensor_50: "i64[]", c_lifted_tensor_51: "i64[]", c_lifted_tensor_52: "i64[]", c_lifted_tensor_53: "i64[]", c_lifted_tensor_54: "i64[]", c_lifted_tensor_55: "i64[]", c_lifted_tensor_56: "i64[]", c_lifted_tensor_57: "i64[]", c_lifted_tensor_58: "i64[]", c_lifted_tensor_59: "i64[]", c_lifted_tensor_60: "i64[]", c_lifted_tensor_61: "i64[]", c_lifted_tensor_62: "i64[]", c_lifted_tensor_63: "i64[]", c_lifted_tensor_64: "i64[]", c_lifted_tensor_65: "i64[]", c_lifted_tensor_66: "i64[]", c_lifted_tensor_67: "i64[]", c_lifted_tensor_68: "i64[]", c_lifted_tensor_69: "i64[]", c_lifted_tensor_70: "i64[]", c_lifted_tensor_71: "i64[]", c_lifted_tensor_72: "i64[]", c_lifted_tensor_73: "i64[]", c_lifted_tensor_74: "i64[]", c_lifted_tensor_75: "i64[]", c_lifted_tensor_76: "i64[]", c_lifted_tensor_77: "i64[]", c_lifted_tensor_78: "i64[]", c_lifted_tensor_79: "i64[]", c_lifted_tensor_80: "i64[]", c_lifted_tensor_81: "i64[]", c_lifted_tensor_82: "i64[]", c_lifted_tensor_83: "i64[]", c_lifted_tensor_84: "i64[]", c_lifted_tensor_85: "i64[]", c_lifted_tensor_86: "i64[]", c_lifted_tensor_87: "i64[]", c_lifted_tensor_88: "i64[]", c_lifted_tensor_89: "i64[]", c_lifted_tensor_90: "i64[]", c_lifted_tensor_91: "i64[]", c_lifted_tensor_92: "i64[]", c_lifted_tensor_93: "i64[]", c_lifted_tensor_94: "i64[]", c_lifted_tensor_95: "i64[]", c_lifted_tensor_96: "i64[]", c_lifted_tensor_97: "i64[]", c_lifted_tensor_98: "i64[]", c_lifted_tensor_99: "i64[]", c_lifted_tensor_100: "i64[]", c_lifted_tensor_101: "i64[]", c_lifted_tensor_102: "i64[]", c_lifted_tensor_103: "i64[]", c_lifted_tensor_104: "i64[]", c_lifted_tensor_105: "i64[]", c_lifted_tensor_106: "i64[]", c_lifted_tensor_107: "i64[]", c_lifted_tensor_108: "i64[]", c_lifted_tensor_109: "i64[]", c_lifted_tensor_110: "i64[]", c_lifted_tensor_111: "i64[]", c_lifted_tensor_112: "i64[]", c_lifted_tensor_113: "i64[]", c_lifted_tensor_114: "i64[]", c_lifted_tensor_115: "i64[]", c_lifted_tensor_116: "i64[]", c_lifted_tensor_117: "i64[]", c_lifted_tensor_118: "i64[]", c_lifted_tensor_119: "i64[]", c_lifted_tensor_120: "i64[]", c_lifted_tensor_121: "i64[]", c_lifted_tensor_122: "i64[]", c_lifted_tensor_123: "i64[]", c_lifted_tensor_124: "i64[]", c_lifted_tensor_125: "i64[]", c_lifted_tensor_126: "i64[]", c_lifted_tensor_127: "i64[]", c_lifted_tensor_128: "i64[]", c_lifted_tensor_129: "i64[]", c_lifted_tensor_130: "i64[]", c_lifted_tensor_131: "i64[]", c_lifted_tensor_132: "i64[]", c_lifted_tensor_133: "i64[]", c_lifted_tensor_134: "i64[]", c_lifted_tensor_135: "i64[]", c_lifted_tensor_136: "i64[]", c_lifted_tensor_137: "i64[]", c_lifted_tensor_138: "i64[]", c_lifted_tensor_139: "i64[]", c_lifted_tensor_140: "i64[]", c_lifted_tensor_141: "i64[]", c_lifted_tensor_142: "i64[]", c_lifted_tensor_143: "i64[]", c_lifted_tensor_144: "i64[]", c_lifted_tensor_145: "i64[]", c_lifted_tensor_146: "i64[]", c_lifted_tensor_147: "i64[]", c_lifted_tensor_148: "i64[]", c_lifted_tensor_149: "i64[]", c_lifted_tensor_150: "i64[]", c_lifted_tensor_151: "i64[]", c_lifted_tensor_152: "i64[]", c_lifted_tensor_153: "i64[]", c_lifted_tensor_154: "i64[]", c_lifted_tensor_155: "i64[]", c_lifted_tensor_156: "i64[]", c_lifted_tensor_157: "i64[]", c_lifted_tensor_158: "i64[]", c_lifted_tensor_159: "i64[]", c_lifted_tensor_160: "i64[]", c_lifted_tensor_161: "i64[]", c_lifted_tensor_162: "i64[]", c_lifted_tensor_163: "i64[]", c_lifted_tensor_164: "i64[]", c_lifted_tensor_165: "i64[]", c_lifted_tensor_166: "i64[]", c_lifted_tensor_167: "i64[]", c_lifted_tensor_168: "i64[]", c_lifted_tensor_169: "i64[]", c_lifted_tensor_170: "i64[]", c_lifted_tensor_171: "i64[]", c_lifted_tensor_172: "i64[]", c_lifted_tensor_173: "i64[]", c_lifted_tensor_174: "i64[]", c_lifted_tensor_175: "i64[]", c_lifted_tensor_176: "i64[]", c_lifted_tensor_177: "i64[]", c_lifted_tensor_178: "i64[]", c_lifted_tensor_179: "i64[]", c_lifted_tensor_180: "i64[]", c_lifted_tensor_181: "i64[]", c_lifted_tensor_182: "i64[]", c_lifted_tensor_183: "i64[]", c_lifted_tensor_184: "i64[]", c_lifted_tensor_185: "i64[]", c_lifted_tensor_186: "i64[]", c_lifted_tensor_187: "i64[]", c_lifted_tensor_188: "i64[]", c_lifted_tensor_189: "i64[]", c_lifted_tensor_190: "i64[]", c_lifted_tensor_191: "i64[]", c_lifted_tensor_192: "i64[]", c_lifted_tensor_193: "i64[]", c_lifted_tensor_194: "i64[]", c_lifted_tensor_195: "i64[]", c_lifted_tensor_196: "i64[]", c_lifted_tensor_197: "i64[]", c_lifted_tensor_198: "i64[]", c_lifted_tensor_199: "i64[]", c_lifted_tensor_200: "i64[]", c_lifted_tensor_201: "i64[]", c_lifted_tensor_202: "i64[]", c_lifted_tensor_203: "i64[]", c_lifted_tensor_204: "i64[]", c_lifted_tensor_205: "i64[]", c_lifted_tensor_206: "i64[]", c_lifted_tensor_207: "i64[]", c_lifted_tensor_208: "i64[]", c_lifted_tensor_209: "i64[]", c_lifted_tensor_210: "i64[]", c_lifted_tensor_211: "i64[]", c_lifted_tensor_212: "i64[]", c_lifted_tensor_213: "i64[]", c_lifted_tensor_214: "i64[]", c_lifted_tensor_215: "i64[]", c_lifted_tensor_216: "i64[]", c_lifted_tensor_217: "i64[]", c_lifted_tensor_218: "i64[]", c_lifted_tensor_219: "i64[]", c_lifted_tensor_220: "i64[]", c_lifted_tensor_221: "i64[]", c_lifted_tensor_222: "i64[]", c_lifted_tensor_223: "i64[]", c_lifted_tensor_224: "i64[]", c_lifted_tensor_225: "i64[]", c_lifted_tensor_226: "i64[]", c_lifted_tensor_227: "i64[]", c_lifted_tensor_228: "i64[]", c_lifted_tensor_229: "i64[]", c_lifted_tensor_230: "i64[]", c_lifted_tensor_231: "i64[]", c_lifted_tensor_232: "i64[]", c_lifted_tensor_233: "i64[]", c_lifted_tensor_234: "i64[]", c_lifted_tensor_235: "i64[]", c_lifted_tensor_236: "i64[]", c_lifted_tensor_237: "i64[]", c_lifted_tensor_238: "i64[]", c_lifted_tensor_239: "i64[]", c_lifted_tensor_240: "i64[]", c_lifted_tensor_241: "i64[]", c_lifted_tensor_242: "i64[]", c_lifted_tensor_243: "i64[]", c_lifted_tensor_244: "i64[]", c_lifted_tensor_245: "i64[]", c_lifted_tensor_246: "i64[]", c_lifted_tensor_247: "i64[]", c_lifted_tensor_248: "i64[]", c_lifted_tensor_249: "i64[]", c_lifted_tensor_250: "i64[]", c_lifted_tensor_251: "i64[]", c_lifted_tensor_252: "i64[]", c_lifted_tensor_253: "i64[]", c_lifted_tensor_254: "i64[]", c_lifted_tensor_255: "i64[]", c_lifted_tensor_256: "i64[]", c_lifted_tensor_257: "i64[]", c_lifted_tensor_258: "i64[]", c_lifted_tensor_259: "i64[]", c_lifted_tensor_260: "i64[]", c_lifted_tensor_261: "i64[]", c_lifted_tensor_262: "i64[]", c_lifted_tensor_263: "i64[]", c_lifted_tensor_264: "i64[]", c_lifted_tensor_265: "i64[]", c_lifted_tensor_266: "i64[]", c_lifted_tensor_267: "i64[]", c_lifted_tensor_268: "i64[]", c_lifted_tensor_269: "i64[]", c_lifted_tensor_270: "i64[]", c_lifted_tensor_271: "i64[]", c_lifted_tensor_272: "i64[]", c_lifted_tensor_273: "i64[]", c_lifted_tensor_274: "i64[]", c_lifted_tensor_275: "i64[]", c_lifted_tensor_276: "i64[]", c_lifted_tensor_277: "i64[]", c_lifted_tensor_278: "i64[]", c_lifted_tensor_279: "i64[]", c_lifted_tensor_280: "i64[]", c_lifted_tensor_281: "i64[]", c_lifted_tensor_282: "i64[]", c_lifted_tensor_283: "i64[]", c_lifted_tensor_284: "i64[]", c_lifted_tensor_285: "i64[]", c_lifted_tensor_286: "i64[]", c_lifted_tensor_287: "i64[]", c_lifted_tensor_288: "i64[]", c_lifted_tensor_289: "i64[]", c_lifted_tensor_290: "i64[]", c_lifted_tensor_291: "i64[]", c_lifted_tensor_292: "i64[]", c_lifted_tensor_293: "i64[]", c_lifted_tensor_294: "i64[]", c_lifted_tensor_295: "i64[]", c_lifted_tensor_296: "i64[]", c_lifted_tensor_297: "i64[]", c_lifted_tensor_298: "i64[]", c_lifted_tensor_299: "i64[]", x: "f32[2]"):
        clone: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_0);  c_lifted_tensor_0 = None
        alias: "i64[]" = torch.ops.aten.alias.default(clone);  clone = None
        alias_1: "i64[]" = torch.ops.aten.alias.default(alias);  alias = None
        alias_2: "i64[]" = torch.ops.aten.alias.default(alias_1);  alias_1 = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(x, alias_2);  x = alias_2 = None
        clone_1: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_1);  c_lifted_tensor_1 = None
        alias_3: "i64[]" = torch.ops.aten.alias.default(clone_1);  clone_1 = None
        alias_4: "i64[]" = torch.ops.aten.alias.default(alias_3);  alias_3 = None
        alias_5: "i64[]" = torch.ops.aten.alias.default(alias_4);  alias_4 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, alias_5);  add = alias_5 = None
        clone_2: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_2);  c_lifted_tensor_2 = None
        alias_6: "i64[]" = torch.ops.aten.alias.default(clone_2);  clone_2 = None
        alias_7: "i64[]" = torch.ops.aten.alias.default(alias_6);  alias_6 = None
        alias_8: "i64[]" = torch.ops.aten.alias.default(alias_7);  alias_7 = None
        add_2: "f32[2]" = torch.ops.aten.add.Tensor(add_1, alias_8);  add_1 = alias_8 = None
        clone_3: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_3);  c_lifted_tensor_3 = None
        alias_9: "i64[]" = torch.ops.aten.alias.default(clone_3);  clone_3 = None
        alias_10: "i64[]" = torch.ops.aten.alias.default(alias_9);  alias_9 = None
        alias_11: "i64[]" = torch.ops.aten.alias.default(alias_10);  alias_10 = None
        add_3: "f32[2]" = torch.ops.aten.add.Tensor(add_2, alias_11);  add_2 = alias_11 = None
        clone_4: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_4);  c_lifted_tensor_4 = None
        alias_12: "i64[]" = torch.ops.aten.alias.default(clone_4);  clone_4 = None
        alias_13: "i64[]" = torch.ops.aten.alias.default(alias_12);  alias_12 = None
        alias_14: "i64[]" = torch.ops.aten.alias.default(alias_13);  alias_13 = None
        add_4: "f32[2]" = torch.ops.aten.add.Tensor(add_3, alias_14);  add_3 = alias_14 = None
        clone_5: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_5);  c_lifted_tensor_5 = None
        alias_15: "i64[]" = torch.ops.aten.alias.default(clone_5);  clone_5 = None
        alias_16: "i64[]" = torch.ops.aten.alias.default(alias_15);  alias_15 = None
        alias_17: "i64[]" = torch.ops.aten.alias.default(alias_16);  alias_16 = None
        add_5: "f32[2]" = torch.ops.aten.add.Tensor(add_4, alias_17);  add_4 = alias_17 = None
        clone_6: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_6);  c_lifted_tensor_6 = None
        alias_18: "i64[]" = torch.ops.aten.alias.default(clone_6);  clone_6 = None
        alias_19: "i64[]" = torch.ops.aten.alias.default(alias_18);  alias_18 = None
        alias_20: "i64[]" = torch.ops.aten.alias.default(alias_19);  alias_19 = None
        add_6: "f32[2]" = torch.ops.aten.add.Tensor(add_5, alias_20);  add_5 = alias_20 = None
        clone_7: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_7);  c_lifted_tensor_7 = None
        alias_21: "i64[]" = torch.ops.aten.alias.default(clone_7);  clone_7 = None
        alias_22: "i64[]" = torch.ops.aten.alias.default(alias_21);  alias_21 = None
        alias_23: "i64[]" = torch.ops.aten.alias.default(alias_22);  alias_22 = None
        add_7: "f32[2]" = torch.ops.aten.add.Tensor(add_6, alias_23);  add_6 = alias_23 = None
        clone_8: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_8);  c_lifted_tensor_8 = None
        alias_24: "i64[]" = torch.ops.aten.alias.default(clone_8);  clone_8 = None
        alias_25: "i64[]" = torch.ops.aten.alias.default(alias_24);  alias_24 = None
        alias_26: "i64[]" = torch.ops.aten.alias.default(alias_25);  alias_25 = None
        add_8: "f32[2]" = torch.ops.aten.add.Tensor(add_7, alias_26);  add_7 = alias_26 = None
        clone_9: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_9);  c_lifted_tensor_9 = None
        alias_27: "i64[]" = torch.ops.aten.alias.default(clone_9);  clone_9 = None
        alias_28: "i64[]" = torch.ops.aten.alias.default(alias_27);  alias_27 = None
        alias_29: "i64[]" = torch.ops.aten.alias.default(alias_28);  alias_28 = None
        add_9: "f32[2]" = torch.ops.aten.add.Tensor(add_8, alias_29);  add_8 = alias_29 = None
        clone_10: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_10);  c_lifted_tensor_10 = None
        alias_30: "i64[]" = torch.ops.aten.alias.default(clone_10);  clone_10 = None
        alias_31: "i64[]" = torch.ops.aten.alias.default(alias_30);  alias_30 = None
        alias_32: "i64[]" = torch.ops.aten.alias.default(alias_31);  alias_31 = None
        add_10: "f32[2]" = torch.ops.aten.add.Tensor(add_9, alias_32);  add_9 = alias_32 = None
        clone_11: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_11);  c_lifted_tensor_11 = None
        alias_33: "i64[]" = torch.ops.aten.alias.default(clone_11);  clone_11 = None
        alias_34: "i64[]" = torch.ops.aten.alias.default(alias_33);  alias_33 = None
        alias_35: "i64[]" = torch.ops.aten.alias.default(alias_34);  alias_34 = None
        add_11: "f32[2]" = torch.ops.aten.add.Tensor(add_10, alias_35);  add_10 = alias_35 = None
        clone_12: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_12);  c_lifted_tensor_12 = None
        alias_36: "i64[]" = torch.ops.aten.alias.default(clone_12);  clone_12 = None
        alias_37: "i64[]" = torch.ops.aten.alias.default(alias_36);  alias_36 = None
        alias_38: "i64[]" = torch.ops.aten.alias.default(alias_37);  alias_37 = None
        add_12: "f32[2]" = torch.ops.aten.add.Tensor(add_11, alias_38);  add_11 = alias_38 = None
        clone_13: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_13);  c_lifted_tensor_13 = None
        alias_39: "i64[]" = torch.ops.aten.alias.default(clone_13);  clone_13 = None
        alias_40: "i64[]" = torch.ops.aten.alias.default(alias_39);  alias_39 = None
        alias_41: "i64[]" = torch.ops.aten.alias.default(alias_40);  alias_40 = None
        add_13: "f32[2]" = torch.ops.aten.add.Tensor(add_12, alias_41);  add_12 = alias_41 = None
        clone_14: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_14);  c_lifted_tensor_14 = None
        alias_42: "i64[]" = torch.ops.aten.alias.default(clone_14);  clone_14 = None
        alias_43: "i64[]" = torch.ops.aten.alias.default(alias_42);  alias_42 = None
        alias_44: "i64[]" = torch.ops.aten.alias.default(alias_43);  alias_43 = None
        add_14: "f32[2]" = torch.ops.aten.add.Tensor(add_13, alias_44);  add_13 = alias_44 = None
        clone_15: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_15);  c_lifted_tensor_15 = None
        alias_45: "i64[]" = torch.ops.aten.alias.default(clone_15);  clone_15 = None
        alias_46: "i64[]" = torch.ops.aten.alias.default(alias_45);  alias_45 = None
        alias_47: "i64[]" = torch.ops.aten.alias.default(alias_46);  alias_46 = None
        add_15: "f32[2]" = torch.ops.aten.add.Tensor(add_14, alias_47);  add_14 = alias_47 = None
        clone_16: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_16);  c_lifted_tensor_16 = None
        alias_48: "i64[]" = torch.ops.aten.alias.default(clone_16);  clone_16 = None
        alias_49: "i64[]" = torch.ops.aten.alias.default(alias_48);  alias_48 = None
        alias_50: "i64[]" = torch.ops.aten.alias.default(alias_49);  alias_49 = None
        add_16: "f32[2]" = torch.ops.aten.add.Tensor(add_15, alias_50);  add_15 = alias_50 = None
        clone_17: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_17);  c_lifted_tensor_17 = None
        alias_51: "i64[]" = torch.ops.aten.alias.default(clone_17);  clone_17 = None
        alias_52: "i64[]" = torch.ops.aten.alias.default(alias_51);  alias_51 = None
        alias_53: "i64[]" = torch.ops.aten.alias.default(alias_52);  alias_52 = None
        add_17: "f32[2]" = torch.ops.aten.add.Tensor(add_16, alias_53);  add_16 = alias_53 = None
        clone_18: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_18);  c_lifted_tensor_18 = None
        alias_54: "i64[]" = torch.ops.aten.alias.default(clone_18);  clone_18 = None
        alias_55: "i64[]" = torch.ops.aten.alias.default(alias_54);  alias_54 = None
        alias_56: "i64[]" = torch.ops.aten.alias.default(alias_55);  alias_55 = None
        add_18: "f32[2]" = torch.ops.aten.add.Tensor(add_17, alias_56);  add_17 = alias_56 = None
        clone_19: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_19);  c_lifted_tensor_19 = None
        alias_57: "i64[]" = torch.ops.aten.alias.default(clone_19);  clone_19 = None
        alias_58: "i64[]" = torch.ops.aten.alias.default(alias_57);  alias_57 = None
        alias_59: "i64[]" = torch.ops.aten.alias.default(alias_58);  alias_58 = None
        add_19: "f32[2]" = torch.ops.aten.add.Tensor(add_18, alias_59);  add_18 = alias_59 = None
        clone_20: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_20);  c_lifted_tensor_20 = None
        alias_60: "i64[]" = torch.ops.aten.alias.default(clone_20);  clone_20 = None
        alias_61: "i64[]" = torch.ops.aten.alias.default(alias_60);  alias_60 = None
        alias_62: "i64[]" = torch.ops.aten.alias.default(alias_61);  alias_61 = None
        add_20: "f32[2]" = torch.ops.aten.add.Tensor(add_19, alias_62);  add_19 = alias_62 = None
        clone_21: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_21);  c_lifted_tensor_21 = None
        alias_63: "i64[]" = torch.ops.aten.alias.default(clone_21);  clone_21 = None
        alias_64: "i64[]" = torch.ops.aten.alias.default(alias_63);  alias_63 = None
        alias_65: "i64[]" = torch.ops.aten.alias.default(alias_64);  alias_64 = None
        add_21: "f32[2]" = torch.ops.aten.add.Tensor(add_20, alias_65);  add_20 = alias_65 = None
        clone_22: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_22);  c_lifted_tensor_22 = None
        alias_66: "i64[]" = torch.ops.aten.alias.default(clone_22);  clone_22 = None
        alias_67: "i64[]" = torch.ops.aten.alias.default(alias_66);  alias_66 = None
        alias_68: "i64[]" = torch.ops.aten.alias.default(alias_67);  alias_67 = None
        add_22: "f32[2]" = torch.ops.aten.add.Tensor(add_21, alias_68);  add_21 = alias_68 = None
        clone_23: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_23);  c_lifted_tensor_23 = None
        alias_69: "i64[]" = torch.ops.aten.alias.default(clone_23);  clone_23 = None
        alias_70: "i64[]" = torch.ops.aten.alias.default(alias_69);  alias_69 = None
        alias_71: "i64[]" = torch.ops.aten.alias.default(alias_70);  alias_70 = None
        add_23: "f32[2]" = torch.ops.aten.add.Tensor(add_22, alias_71);  add_22 = alias_71 = None
        clone_24: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_24);  c_lifted_tensor_24 = None
        alias_72: "i64[]" = torch.ops.aten.alias.default(clone_24);  clone_24 = None
        alias_73: "i64[]" = torch.ops.aten.alias.default(alias_72);  alias_72 = None
        alias_74: "i64[]" = torch.ops.aten.alias.default(alias_73);  alias_73 = None
        add_24: "f32[2]" = torch.ops.aten.add.Tensor(add_23, alias_74);  add_23 = alias_74 = None
        clone_25: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_25);  c_lifted_tensor_25 = None
        alias_75: "i64[]" = torch.ops.aten.alias.default(clone_25);  clone_25 = None
        alias_76: "i64[]" = torch.ops.aten.alias.default(alias_75);  alias_75 = None
        alias_77: "i64[]" = torch.ops.aten.alias.default(alias_76);  alias_76 = None
        add_25: "f32[2]" = torch.ops.aten.add.Tensor(add_24, alias_77);  add_24 = alias_77 = None
        clone_26: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_26);  c_lifted_tensor_26 = None
        alias_78: "i64[]" = torch.ops.aten.alias.default(clone_26);  clone_26 = None
        alias_79: "i64[]" = torch.ops.aten.alias.default(alias_78);  alias_78 = None
        alias_80: "i64[]" = torch.ops.aten.alias.default(alias_79);  alias_79 = None
        add_26: "f32[2]" = torch.ops.aten.add.Tensor(add_25, alias_80);  add_25 = alias_80 = None
        clone_27: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_27);  c_lifted_tensor_27 = None
        alias_81: "i64[]" = torch.ops.aten.alias.default(clone_27);  clone_27 = None
        alias_82: "i64[]" = torch.ops.aten.alias.default(alias_81);  alias_81 = None
        alias_83: "i64[]" = torch.ops.aten.alias.default(alias_82);  alias_82 = None
        add_27: "f32[2]" = torch.ops.aten.add.Tensor(add_26, alias_83);  add_26 = alias_83 = None
        clone_28: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_28);  c_lifted_tensor_28 = None
        alias_84: "i64[]" = torch.ops.aten.alias.default(clone_28);  clone_28 = None
        alias_85: "i64[]" = torch.ops.aten.alias.default(alias_84);  alias_84 = None
        alias_86: "i64[]" = torch.ops.aten.alias.default(alias_85);  alias_85 = None
        add_28: "f32[2]" = torch.ops.aten.add.Tensor(add_27, alias_86);  add_27 = alias_86 = None
        clone_29: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_29);  c_lifted_tensor_29 = None
        alias_87: "i64[]" = torch.ops.aten.alias.default(clone_29);  clone_29 = None
        alias_88: "i64[]" = torch.ops.aten.alias.default(alias_87);  alias_87 = None
        alias_89: "i64[]" = torch.ops.aten.alias.default(alias_88);  alias_88 = None
        add_29: "f32[2]" = torch.ops.aten.add.Tensor(add_28, alias_89);  add_28 = alias_89 = None
        clone_30: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_30);  c_lifted_tensor_30 = None
        alias_90: "i64[]" = torch.ops.aten.alias.default(clone_30);  clone_30 = None
        alias_91: "i64[]" = torch.ops.aten.alias.default(alias_90);  alias_90 = None
        alias_92: "i64[]" = torch.ops.aten.alias.default(alias_91);  alias_91 = None
        add_30: "f32[2]" = torch.ops.aten.add.Tensor(add_29, alias_92);  add_29 = alias_92 = None
        clone_31: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_31);  c_lifted_tensor_31 = None
        alias_93: "i64[]" = torch.ops.aten.alias.default(clone_31);  clone_31 = None
        alias_94: "i64[]" = torch.ops.aten.alias.default(alias_93);  alias_93 = None
        alias_95: "i64[]" = torch.ops.aten.alias.default(alias_94);  alias_94 = None
        add_31: "f32[2]" = torch.ops.aten.add.Tensor(add_30, alias_95);  add_30 = alias_95 = None
        clone_32: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_32);  c_lifted_tensor_32 = None
        alias_96: "i64[]" = torch.ops.aten.alias.default(clone_32);  clone_32 = None
        alias_97: "i64[]" = torch.ops.aten.alias.default(alias_96);  alias_96 = None
        alias_98: "i64[]" = torch.ops.aten.alias.default(alias_97);  alias_97 = None
        add_32: "f32[2]" = torch.ops.aten.add.Tensor(add_31, alias_98);  add_31 = alias_98 = None
        clone_33: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_33);  c_lifted_tensor_33 = None
        alias_99: "i64[]" = torch.ops.aten.alias.default(clone_33);  clone_33 = None
        alias_100: "i64[]" = torch.ops.aten.alias.default(alias_99);  alias_99 = None
        alias_101: "i64[]" = torch.ops.aten.alias.default(alias_100);  alias_100 = None
        add_33: "f32[2]" = torch.ops.aten.add.Tensor(add_32, alias_101);  add_32 = alias_101 = None
        clone_34: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_34);  c_lifted_tensor_34 = None
        alias_102: "i64[]" = torch.ops.aten.alias.default(clone_34);  clone_34 = None
        alias_103: "i64[]" = torch.ops.aten.alias.default(alias_102);  alias_102 = None
        alias_104: "i64[]" = torch.ops.aten.alias.default(alias_103);  alias_103 = None
        add_34: "f32[2]" = torch.ops.aten.add.Tensor(add_33, alias_104);  add_33 = alias_104 = None
        clone_35: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_35);  c_lifted_tensor_35 = None
        alias_105: "i64[]" = torch.ops.aten.alias.default(clone_35);  clone_35 = None
        alias_106: "i64[]" = torch.ops.aten.alias.default(alias_105);  alias_105 = None
        alias_107: "i64[]" = torch.ops.aten.alias.default(alias_106);  alias_106 = None
        add_35: "f32[2]" = torch.ops.aten.add.Tensor(add_34, alias_107);  add_34 = alias_107 = None
        clone_36: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_36);  c_lifted_tensor_36 = None
        alias_108: "i64[]" = torch.ops.aten.alias.default(clone_36);  clone_36 = None
        alias_109: "i64[]" = torch.ops.aten.alias.default(alias_108);  alias_108 = None
        alias_110: "i64[]" = torch.ops.aten.alias.default(alias_109);  alias_109 = None
        add_36: "f32[2]" = torch.ops.aten.add.Tensor(add_35, alias_110);  add_35 = alias_110 = None
        clone_37: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_37);  c_lifted_tensor_37 = None
        alias_111: "i64[]" = torch.ops.aten.alias.default(clone_37);  clone_37 = None
        alias_112: "i64[]" = torch.ops.aten.alias.default(alias_111);  alias_111 = None
        alias_113: "i64[]" = torch.ops.aten.alias.default(alias_112);  alias_112 = None
        add_37: "f32[2]" = torch.ops.aten.add.Tensor(add_36, alias_113);  add_36 = alias_113 = None
        clone_38: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_38);  c_lifted_tensor_38 = None
        alias_114: "i64[]" = torch.ops.aten.alias.default(clone_38);  clone_38 = None
        alias_115: "i64[]" = torch.ops.aten.alias.default(alias_114);  alias_114 = None
        alias_116: "i64[]" = torch.ops.aten.alias.default(alias_115);  alias_115 = None
        add_38: "f32[2]" = torch.ops.aten.add.Tensor(add_37, alias_116);  add_37 = alias_116 = None
        clone_39: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_39);  c_lifted_tensor_39 = None
        alias_117: "i64[]" = torch.ops.aten.alias.default(clone_39);  clone_39 = None
        alias_118: "i64[]" = torch.ops.aten.alias.default(alias_117);  alias_117 = None
        alias_119: "i64[]" = torch.ops.aten.alias.default(alias_118);  alias_118 = None
        add_39: "f32[2]" = torch.ops.aten.add.Tensor(add_38, alias_119);  add_38 = alias_119 = None
        clone_40: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_40);  c_lifted_tensor_40 = None
        alias_120: "i64[]" = torch.ops.aten.alias.default(clone_40);  clone_40 = None
        alias_121: "i64[]" = torch.ops.aten.alias.default(alias_120);  alias_120 = None
        alias_122: "i64[]" = torch.ops.aten.alias.default(alias_121);  alias_121 = None
        add_40: "f32[2]" = torch.ops.aten.add.Tensor(add_39, alias_122);  add_39 = alias_122 = None
        clone_41: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_41);  c_lifted_tensor_41 = None
        alias_123: "i64[]" = torch.ops.aten.alias.default(clone_41);  clone_41 = None
        alias_124: "i64[]" = torch.ops.aten.alias.default(alias_123);  alias_123 = None
        alias_125: "i64[]" = torch.ops.aten.alias.default(alias_124);  alias_124 = None
        add_41: "f32[2]" = torch.ops.aten.add.Tensor(add_40, alias_125);  add_40 = alias_125 = None
        clone_42: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_42);  c_lifted_tensor_42 = None
        alias_126: "i64[]" = torch.ops.aten.alias.default(clone_42);  clone_42 = None
        alias_127: "i64[]" = torch.ops.aten.alias.default(alias_126);  alias_126 = None
        alias_128: "i64[]" = torch.ops.aten.alias.default(alias_127);  alias_127 = None
        add_42: "f32[2]" = torch.ops.aten.add.Tensor(add_41, alias_128);  add_41 = alias_128 = None
        clone_43: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_43);  c_lifted_tensor_43 = None
        alias_129: "i64[]" = torch.ops.aten.alias.default(clone_43);  clone_43 = None
        alias_130: "i64[]" = torch.ops.aten.alias.default(alias_129);  alias_129 = None
        alias_131: "i64[]" = torch.ops.aten.alias.default(alias_130);  alias_130 = None
        add_43: "f32[2]" = torch.ops.aten.add.Tensor(add_42, alias_131);  add_42 = alias_131 = None
        clone_44: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_44);  c_lifted_tensor_44 = None
        alias_132: "i64[]" = torch.ops.aten.alias.default(clone_44);  clone_44 = None
        alias_133: "i64[]" = torch.ops.aten.alias.default(alias_132);  alias_132 = None
        alias_134: "i64[]" = torch.ops.aten.alias.default(alias_133);  alias_133 = None
        add_44: "f32[2]" = torch.ops.aten.add.Tensor(add_43, alias_134);  add_43 = alias_134 = None
        clone_45: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_45);  c_lifted_tensor_45 = None
        alias_135: "i64[]" = torch.ops.aten.alias.default(clone_45);  clone_45 = None
        alias_136: "i64[]" = torch.ops.aten.alias.default(alias_135);  alias_135 = None
        alias_137: "i64[]" = torch.ops.aten.alias.default(alias_136);  alias_136 = None
        add_45: "f32[2]" = torch.ops.aten.add.Tensor(add_44, alias_137);  add_44 = alias_137 = None
        clone_46: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_46);  c_lifted_tensor_46 = None
        alias_138: "i64[]" = torch.ops.aten.alias.default(clone_46);  clone_46 = None
        alias_139: "i64[]" = torch.ops.aten.alias.default(alias_138);  alias_138 = None
        alias_140: "i64[]" = torch.ops.aten.alias.default(alias_139);  alias_139 = None
        add_46: "f32[2]" = torch.ops.aten.add.Tensor(add_45, alias_140);  add_45 = alias_140 = None
        clone_47: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_47);  c_lifted_tensor_47 = None
        alias_141: "i64[]" = torch.ops.aten.alias.default(clone_47);  clone_47 = None
        alias_142: "i64[]" = torch.ops.aten.alias.default(alias_141);  alias_141 = None
        alias_143: "i64[]" = torch.ops.aten.alias.default(alias_142);  alias_142 = None
        add_47: "f32[2]" = torch.ops.aten.add.Tensor(add_46, alias_143);  add_46 = alias_143 = None
        clone_48: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_48);  c_lifted_tensor_48 = None
        alias_144: "i64[]" = torch.ops.aten.alias.default(clone_48);  clone_48 = None
        alias_145: "i64[]" = torch.ops.aten.alias.default(alias_144);  alias_144 = None
        alias_146: "i64[]" = torch.ops.aten.alias.default(alias_145);  alias_145 = None
        add_48: "f32[2]" = torch.ops.aten.add.Tensor(add_47, alias_146);  add_47 = alias_146 = None
        clone_49: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_49);  c_lifted_tensor_49 = None
        alias_147: "i64[]" = torch.ops.aten.alias.default(clone_49);  clone_49 = None
        alias_148: "i64[]" = torch.ops.aten.alias.default(alias_147);  alias_147 = None
        alias_149: "i64[]" = torch.ops.aten.alias.default(alias_148);  alias_148 = None
        add_49: "f32[2]" = torch.ops.aten.add.Tensor(add_48, alias_149);  add_48 = alias_149 = None
        clone_50: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_50);  c_lifted_tensor_50 = None
        alias_150: "i64[]" = torch.ops.aten.alias.default(clone_50);  clone_50 = None
        alias_151: "i64[]" = torch.ops.aten.alias.default(alias_150);  alias_150 = None
        alias_152: "i64[]" = torch.ops.aten.alias.default(alias_151);  alias_151 = None
        add_50: "f32[2]" = torch.ops.aten.add.Tensor(add_49, alias_152);  add_49 = alias_152 = None
        clone_51: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_51);  c_lifted_tensor_51 = None
        alias_153: "i64[]" = torch.ops.aten.alias.default(clone_51);  clone_51 = None
        alias_154: "i64[]" = torch.ops.aten.alias.default(alias_153);  alias_153 = None
        alias_155: "i64[]" = torch.ops.aten.alias.default(alias_154);  alias_154 = None
        add_51: "f32[2]" = torch.ops.aten.add.Tensor(add_50, alias_155);  add_50 = alias_155 = None
        clone_52: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_52);  c_lifted_tensor_52 = None
        alias_156: "i64[]" = torch.ops.aten.alias.default(clone_52);  clone_52 = None
        alias_157: "i64[]" = torch.ops.aten.alias.default(alias_156);  alias_156 = None
        alias_158: "i64[]" = torch.ops.aten.alias.default(alias_157);  alias_157 = None
        add_52: "f32[2]" = torch.ops.aten.add.Tensor(add_51, alias_158);  add_51 = alias_158 = None
        clone_53: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_53);  c_lifted_tensor_53 = None
        alias_159: "i64[]" = torch.ops.aten.alias.default(clone_53);  clone_53 = None
        alias_160: "i64[]" = torch.ops.aten.alias.default(alias_159);  alias_159 = None
        alias_161: "i64[]" = torch.ops.aten.alias.default(alias_160);  alias_160 = None
        add_53: "f32[2]" = torch.ops.aten.add.Tensor(add_52, alias_161);  add_52 = alias_161 = None
        clone_54: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_54);  c_lifted_tensor_54 = None
        alias_162: "i64[]" = torch.ops.aten.alias.default(clone_54);  clone_54 = None
        alias_163: "i64[]" = torch.ops.aten.alias.default(alias_162);  alias_162 = None
        alias_164: "i64[]" = torch.ops.aten.alias.default(alias_163);  alias_163 = None
        add_54: "f32[2]" = torch.ops.aten.add.Tensor(add_53, alias_164);  add_53 = alias_164 = None
        clone_55: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_55);  c_lifted_tensor_55 = None
        alias_165: "i64[]" = torch.ops.aten.alias.default(clone_55);  clone_55 = None
        alias_166: "i64[]" = torch.ops.aten.alias.default(alias_165);  alias_165 = None
        alias_167: "i64[]" = torch.ops.aten.alias.default(alias_166);  alias_166 = None
        add_55: "f32[2]" = torch.ops.aten.add.Tensor(add_54, alias_167);  add_54 = alias_167 = None
        clone_56: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_56);  c_lifted_tensor_56 = None
        alias_168: "i64[]" = torch.ops.aten.alias.default(clone_56);  clone_56 = None
        alias_169: "i64[]" = torch.ops.aten.alias.default(alias_168);  alias_168 = None
        alias_170: "i64[]" = torch.ops.aten.alias.default(alias_169);  alias_169 = None
        add_56: "f32[2]" = torch.ops.aten.add.Tensor(add_55, alias_170);  add_55 = alias_170 = None
        clone_57: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_57);  c_lifted_tensor_57 = None
        alias_171: "i64[]" = torch.ops.aten.alias.default(clone_57);  clone_57 = None
        alias_172: "i64[]" = torch.ops.aten.alias.default(alias_171);  alias_171 = None
        alias_173: "i64[]" = torch.ops.aten.alias.default(alias_172);  alias_172 = None
        add_57: "f32[2]" = torch.ops.aten.add.Tensor(add_56, alias_173);  add_56 = alias_173 = None
        clone_58: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_58);  c_lifted_tensor_58 = None
        alias_174: "i64[]" = torch.ops.aten.alias.default(clone_58);  clone_58 = None
        alias_175: "i64[]" = torch.ops.aten.alias.default(alias_174);  alias_174 = None
        alias_176: "i64[]" = torch.ops.aten.alias.default(alias_175);  alias_175 = None
        add_58: "f32[2]" = torch.ops.aten.add.Tensor(add_57, alias_176);  add_57 = alias_176 = None
        clone_59: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_59);  c_lifted_tensor_59 = None
        alias_177: "i64[]" = torch.ops.aten.alias.default(clone_59);  clone_59 = None
        alias_178: "i64[]" = torch.ops.aten.alias.default(alias_177);  alias_177 = None
        alias_179: "i64[]" = torch.ops.aten.alias.default(alias_178);  alias_178 = None
        add_59: "f32[2]" = torch.ops.aten.add.Tensor(add_58, alias_179);  add_58 = alias_179 = None
        clone_60: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_60);  c_lifted_tensor_60 = None
        alias_180: "i64[]" = torch.ops.aten.alias.default(clone_60);  clone_60 = None
        alias_181: "i64[]" = torch.ops.aten.alias.default(alias_180);  alias_180 = None
        alias_182: "i64[]" = torch.ops.aten.alias.default(alias_181);  alias_181 = None
        add_60: "f32[2]" = torch.ops.aten.add.Tensor(add_59, alias_182);  add_59 = alias_182 = None
        clone_61: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_61);  c_lifted_tensor_61 = None
        alias_183: "i64[]" = torch.ops.aten.alias.default(clone_61);  clone_61 = None
        alias_184: "i64[]" = torch.ops.aten.alias.default(alias_183);  alias_183 = None
        alias_185: "i64[]" = torch.ops.aten.alias.default(alias_184);  alias_184 = None
        add_61: "f32[2]" = torch.ops.aten.add.Tensor(add_60, alias_185);  add_60 = alias_185 = None
        clone_62: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_62);  c_lifted_tensor_62 = None
        alias_186: "i64[]" = torch.ops.aten.alias.default(clone_62);  clone_62 = None
        alias_187: "i64[]" = torch.ops.aten.alias.default(alias_186);  alias_186 = None
        alias_188: "i64[]" = torch.ops.aten.alias.default(alias_187);  alias_187 = None
        add_62: "f32[2]" = torch.ops.aten.add.Tensor(add_61, alias_188);  add_61 = alias_188 = None
        clone_63: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_63);  c_lifted_tensor_63 = None
        alias_189: "i64[]" = torch.ops.aten.alias.default(clone_63);  clone_63 = None
        alias_190: "i64[]" = torch.ops.aten.alias.default(alias_189);  alias_189 = None
        alias_191: "i64[]" = torch.ops.aten.alias.default(alias_190);  alias_190 = None
        add_63: "f32[2]" = torch.ops.aten.add.Tensor(add_62, alias_191);  add_62 = alias_191 = None
        clone_64: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_64);  c_lifted_tensor_64 = None
        alias_192: "i64[]" = torch.ops.aten.alias.default(clone_64);  clone_64 = None
        alias_193: "i64[]" = torch.ops.aten.alias.default(alias_192);  alias_192 = None
        alias_194: "i64[]" = torch.ops.aten.alias.default(alias_193);  alias_193 = None
        add_64: "f32[2]" = torch.ops.aten.add.Tensor(add_63, alias_194);  add_63 = alias_194 = None
        clone_65: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_65);  c_lifted_tensor_65 = None
        alias_195: "i64[]" = torch.ops.aten.alias.default(clone_65);  clone_65 = None
        alias_196: "i64[]" = torch.ops.aten.alias.default(alias_195);  alias_195 = None
        alias_197: "i64[]" = torch.ops.aten.alias.default(alias_196);  alias_196 = None
        add_65: "f32[2]" = torch.ops.aten.add.Tensor(add_64, alias_197);  add_64 = alias_197 = None
        clone_66: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_66);  c_lifted_tensor_66 = None
        alias_198: "i64[]" = torch.ops.aten.alias.default(clone_66);  clone_66 = None
        alias_199: "i64[]" = torch.ops.aten.alias.default(alias_198);  alias_198 = None
        alias_200: "i64[]" = torch.ops.aten.alias.default(alias_199);  alias_199 = None
        add_66: "f32[2]" = torch.ops.aten.add.Tensor(add_65, alias_200);  add_65 = alias_200 = None
        clone_67: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_67);  c_lifted_tensor_67 = None
        alias_201: "i64[]" = torch.ops.aten.alias.default(clone_67);  clone_67 = None
        alias_202: "i64[]" = torch.ops.aten.alias.default(alias_201);  alias_201 = None
        alias_203: "i64[]" = torch.ops.aten.alias.default(alias_202);  alias_202 = None
        add_67: "f32[2]" = torch.ops.aten.add.Tensor(add_66, alias_203);  add_66 = alias_203 = None
        clone_68: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_68);  c_lifted_tensor_68 = None
        alias_204: "i64[]" = torch.ops.aten.alias.default(clone_68);  clone_68 = None
        alias_205: "i64[]" = torch.ops.aten.alias.default(alias_204);  alias_204 = None
        alias_206: "i64[]" = torch.ops.aten.alias.default(alias_205);  alias_205 = None
        add_68: "f32[2]" = torch.ops.aten.add.Tensor(add_67, alias_206);  add_67 = alias_206 = None
        clone_69: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_69);  c_lifted_tensor_69 = None
        alias_207: "i64[]" = torch.ops.aten.alias.default(clone_69);  clone_69 = None
        alias_208: "i64[]" = torch.ops.aten.alias.default(alias_207);  alias_207 = None
        alias_209: "i64[]" = torch.ops.aten.alias.default(alias_208);  alias_208 = None
        add_69: "f32[2]" = torch.ops.aten.add.Tensor(add_68, alias_209);  add_68 = alias_209 = None
        clone_70: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_70);  c_lifted_tensor_70 = None
        alias_210: "i64[]" = torch.ops.aten.alias.default(clone_70);  clone_70 = None
        alias_211: "i64[]" = torch.ops.aten.alias.default(alias_210);  alias_210 = None
        alias_212: "i64[]" = torch.ops.aten.alias.default(alias_211);  alias_211 = None
        add_70: "f32[2]" = torch.ops.aten.add.Tensor(add_69, alias_212);  add_69 = alias_212 = None
        clone_71: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_71);  c_lifted_tensor_71 = None
        alias_213: "i64[]" = torch.ops.aten.alias.default(clone_71);  clone_71 = None
        alias_214: "i64[]" = torch.ops.aten.alias.default(alias_213);  alias_213 = None
        alias_215: "i64[]" = torch.ops.aten.alias.default(alias_214);  alias_214 = None
        add_71: "f32[2]" = torch.ops.aten.add.Tensor(add_70, alias_215);  add_70 = alias_215 = None
        clone_72: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_72);  c_lifted_tensor_72 = None
        alias_216: "i64[]" = torch.ops.aten.alias.default(clone_72);  clone_72 = None
        alias_217: "i64[]" = torch.ops.aten.alias.default(alias_216);  alias_216 = None
        alias_218: "i64[]" = torch.ops.aten.alias.default(alias_217);  alias_217 = None
        add_72: "f32[2]" = torch.ops.aten.add.Tensor(add_71, alias_218);  add_71 = alias_218 = None
        clone_73: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_73);  c_lifted_tensor_73 = None
        alias_219: "i64[]" = torch.ops.aten.alias.default(clone_73);  clone_73 = None
        alias_220: "i64[]" = torch.ops.aten.alias.default(alias_219);  alias_219 = None
        alias_221: "i64[]" = torch.ops.aten.alias.default(alias_220);  alias_220 = None
        add_73: "f32[2]" = torch.ops.aten.add.Tensor(add_72, alias_221);  add_72 = alias_221 = None
        clone_74: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_74);  c_lifted_tensor_74 = None
        alias_222: "i64[]" = torch.ops.aten.alias.default(clone_74);  clone_74 = None
        alias_223: "i64[]" = torch.ops.aten.alias.default(alias_222);  alias_222 = None
        alias_224: "i64[]" = torch.ops.aten.alias.default(alias_223);  alias_223 = None
        add_74: "f32[2]" = torch.ops.aten.add.Tensor(add_73, alias_224);  add_73 = alias_224 = None
        clone_75: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_75);  c_lifted_tensor_75 = None
        alias_225: "i64[]" = torch.ops.aten.alias.default(clone_75);  clone_75 = None
        alias_226: "i64[]" = torch.ops.aten.alias.default(alias_225);  alias_225 = None
        alias_227: "i64[]" = torch.ops.aten.alias.default(alias_226);  alias_226 = None
        add_75: "f32[2]" = torch.ops.aten.add.Tensor(add_74, alias_227);  add_74 = alias_227 = None
        clone_76: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_76);  c_lifted_tensor_76 = None
        alias_228: "i64[]" = torch.ops.aten.alias.default(clone_76);  clone_76 = None
        alias_229: "i64[]" = torch.ops.aten.alias.default(alias_228);  alias_228 = None
        alias_230: "i64[]" = torch.ops.aten.alias.default(alias_229);  alias_229 = None
        add_76: "f32[2]" = torch.ops.aten.add.Tensor(add_75, alias_230);  add_75 = alias_230 = None
        clone_77: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_77);  c_lifted_tensor_77 = None
        alias_231: "i64[]" = torch.ops.aten.alias.default(clone_77);  clone_77 = None
        alias_232: "i64[]" = torch.ops.aten.alias.default(alias_231);  alias_231 = None
        alias_233: "i64[]" = torch.ops.aten.alias.default(alias_232);  alias_232 = None
        add_77: "f32[2]" = torch.ops.aten.add.Tensor(add_76, alias_233);  add_76 = alias_233 = None
        clone_78: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_78);  c_lifted_tensor_78 = None
        alias_234: "i64[]" = torch.ops.aten.alias.default(clone_78);  clone_78 = None
        alias_235: "i64[]" = torch.ops.aten.alias.default(alias_234);  alias_234 = None
        alias_236: "i64[]" = torch.ops.aten.alias.default(alias_235);  alias_235 = None
        add_78: "f32[2]" = torch.ops.aten.add.Tensor(add_77, alias_236);  add_77 = alias_236 = None
        clone_79: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_79);  c_lifted_tensor_79 = None
        alias_237: "i64[]" = torch.ops.aten.alias.default(clone_79);  clone_79 = None
        alias_238: "i64[]" = torch.ops.aten.alias.default(alias_237);  alias_237 = None
        alias_239: "i64[]" = torch.ops.aten.alias.default(alias_238);  alias_238 = None
        add_79: "f32[2]" = torch.ops.aten.add.Tensor(add_78, alias_239);  add_78 = alias_239 = None
        clone_80: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_80);  c_lifted_tensor_80 = None
        alias_240: "i64[]" = torch.ops.aten.alias.default(clone_80);  clone_80 = None
        alias_241: "i64[]" = torch.ops.aten.alias.default(alias_240);  alias_240 = None
        alias_242: "i64[]" = torch.ops.aten.alias.default(alias_241);  alias_241 = None
        add_80: "f32[2]" = torch.ops.aten.add.Tensor(add_79, alias_242);  add_79 = alias_242 = None
        clone_81: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_81);  c_lifted_tensor_81 = None
        alias_243: "i64[]" = torch.ops.aten.alias.default(clone_81);  clone_81 = None
        alias_244: "i64[]" = torch.ops.aten.alias.default(alias_243);  alias_243 = None
        alias_245: "i64[]" = torch.ops.aten.alias.default(alias_244);  alias_244 = None
        add_81: "f32[2]" = torch.ops.aten.add.Tensor(add_80, alias_245);  add_80 = alias_245 = None
        clone_82: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_82);  c_lifted_tensor_82 = None
        alias_246: "i64[]" = torch.ops.aten.alias.default(clone_82);  clone_82 = None
        alias_247: "i64[]" = torch.ops.aten.alias.default(alias_246);  alias_246 = None
        alias_248: "i64[]" = torch.ops.aten.alias.default(alias_247);  alias_247 = None
        add_82: "f32[2]" = torch.ops.aten.add.Tensor(add_81, alias_248);  add_81 = alias_248 = None
        clone_83: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_83);  c_lifted_tensor_83 = None
        alias_249: "i64[]" = torch.ops.aten.alias.default(clone_83);  clone_83 = None
        alias_250: "i64[]" = torch.ops.aten.alias.default(alias_249);  alias_249 = None
        alias_251: "i64[]" = torch.ops.aten.alias.default(alias_250);  alias_250 = None
        add_83: "f32[2]" = torch.ops.aten.add.Tensor(add_82, alias_251);  add_82 = alias_251 = None
        clone_84: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_84);  c_lifted_tensor_84 = None
        alias_252: "i64[]" = torch.ops.aten.alias.default(clone_84);  clone_84 = None
        alias_253: "i64[]" = torch.ops.aten.alias.default(alias_252);  alias_252 = None
        alias_254: "i64[]" = torch.ops.aten.alias.default(alias_253);  alias_253 = None
        add_84: "f32[2]" = torch.ops.aten.add.Tensor(add_83, alias_254);  add_83 = alias_254 = None
        clone_85: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_85);  c_lifted_tensor_85 = None
        alias_255: "i64[]" = torch.ops.aten.alias.default(clone_85);  clone_85 = None
        alias_256: "i64[]" = torch.ops.aten.alias.default(alias_255);  alias_255 = None
        alias_257: "i64[]" = torch.ops.aten.alias.default(alias_256);  alias_256 = None
        add_85: "f32[2]" = torch.ops.aten.add.Tensor(add_84, alias_257);  add_84 = alias_257 = None
        clone_86: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_86);  c_lifted_tensor_86 = None
        alias_258: "i64[]" = torch.ops.aten.alias.default(clone_86);  clone_86 = None
        alias_259: "i64[]" = torch.ops.aten.alias.default(alias_258);  alias_258 = None
        alias_260: "i64[]" = torch.ops.aten.alias.default(alias_259);  alias_259 = None
        add_86: "f32[2]" = torch.ops.aten.add.Tensor(add_85, alias_260);  add_85 = alias_260 = None
        clone_87: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_87);  c_lifted_tensor_87 = None
        alias_261: "i64[]" = torch.ops.aten.alias.default(clone_87);  clone_87 = None
        alias_262: "i64[]" = torch.ops.aten.alias.default(alias_261);  alias_261 = None
        alias_263: "i64[]" = torch.ops.aten.alias.default(alias_262);  alias_262 = None
        add_87: "f32[2]" = torch.ops.aten.add.Tensor(add_86, alias_263);  add_86 = alias_263 = None
        clone_88: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_88);  c_lifted_tensor_88 = None
        alias_264: "i64[]" = torch.ops.aten.alias.default(clone_88);  clone_88 = None
        alias_265: "i64[]" = torch.ops.aten.alias.default(alias_264);  alias_264 = None
        alias_266: "i64[]" = torch.ops.aten.alias.default(alias_265);  alias_265 = None
        add_88: "f32[2]" = torch.ops.aten.add.Tensor(add_87, alias_266);  add_87 = alias_266 = None
        clone_89: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_89);  c_lifted_tensor_89 = None
        alias_267: "i64[]" = torch.ops.aten.alias.default(clone_89);  clone_89 = None
        alias_268: "i64[]" = torch.ops.aten.alias.default(alias_267);  alias_267 = None
        alias_269: "i64[]" = torch.ops.aten.alias.default(alias_268);  alias_268 = None
        add_89: "f32[2]" = torch.ops.aten.add.Tensor(add_88, alias_269);  add_88 = alias_269 = None
        clone_90: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_90);  c_lifted_tensor_90 = None
        alias_270: "i64[]" = torch.ops.aten.alias.default(clone_90);  clone_90 = None
        alias_271: "i64[]" = torch.ops.aten.alias.default(alias_270);  alias_270 = None
        alias_272: "i64[]" = torch.ops.aten.alias.default(alias_271);  alias_271 = None
        add_90: "f32[2]" = torch.ops.aten.add.Tensor(add_89, alias_272);  add_89 = alias_272 = None
        clone_91: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_91);  c_lifted_tensor_91 = None
        alias_273: "i64[]" = torch.ops.aten.alias.default(clone_91);  clone_91 = None
        alias_274: "i64[]" = torch.ops.aten.alias.default(alias_273);  alias_273 = None
        alias_275: "i64[]" = torch.ops.aten.alias.default(alias_274);  alias_274 = None
        add_91: "f32[2]" = torch.ops.aten.add.Tensor(add_90, alias_275);  add_90 = alias_275 = None
        clone_92: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_92);  c_lifted_tensor_92 = None
        alias_276: "i64[]" = torch.ops.aten.alias.default(clone_92);  clone_92 = None
        alias_277: "i64[]" = torch.ops.aten.alias.default(alias_276);  alias_276 = None
        alias_278: "i64[]" = torch.ops.aten.alias.default(alias_277);  alias_277 = None
        add_92: "f32[2]" = torch.ops.aten.add.Tensor(add_91, alias_278);  add_91 = alias_278 = None
        clone_93: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_93);  c_lifted_tensor_93 = None
        alias_279: "i64[]" = torch.ops.aten.alias.default(clone_93);  clone_93 = None
        alias_280: "i64[]" = torch.ops.aten.alias.default(alias_279);  alias_279 = None
        alias_281: "i64[]" = torch.ops.aten.alias.default(alias_280);  alias_280 = None
        add_93: "f32[2]" = torch.ops.aten.add.Tensor(add_92, alias_281);  add_92 = alias_281 = None
        clone_94: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_94);  c_lifted_tensor_94 = None
        alias_282: "i64[]" = torch.ops.aten.alias.default(clone_94);  clone_94 = None
        alias_283: "i64[]" = torch.ops.aten.alias.default(alias_282);  alias_282 = None
        alias_284: "i64[]" = torch.ops.aten.alias.default(alias_283);  alias_283 = None
        add_94: "f32[2]" = torch.ops.aten.add.Tensor(add_93, alias_284);  add_93 = alias_284 = None
        clone_95: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_95);  c_lifted_tensor_95 = None
        alias_285: "i64[]" = torch.ops.aten.alias.default(clone_95);  clone_95 = None
        alias_286: "i64[]" = torch.ops.aten.alias.default(alias_285);  alias_285 = None
        alias_287: "i64[]" = torch.ops.aten.alias.default(alias_286);  alias_286 = None
        add_95: "f32[2]" = torch.ops.aten.add.Tensor(add_94, alias_287);  add_94 = alias_287 = None
        clone_96: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_96);  c_lifted_tensor_96 = None
        alias_288: "i64[]" = torch.ops.aten.alias.default(clone_96);  clone_96 = None
        alias_289: "i64[]" = torch.ops.aten.alias.default(alias_288);  alias_288 = None
        alias_290: "i64[]" = torch.ops.aten.alias.default(alias_289);  alias_289 = None
        add_96: "f32[2]" = torch.ops.aten.add.Tensor(add_95, alias_290);  add_95 = alias_290 = None
        clone_97: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_97);  c_lifted_tensor_97 = None
        alias_291: "i64[]" = torch.ops.aten.alias.default(clone_97);  clone_97 = None
        alias_292: "i64[]" = torch.ops.aten.alias.default(alias_291);  alias_291 = None
        alias_293: "i64[]" = torch.ops.aten.alias.default(alias_292);  alias_292 = None
        add_97: "f32[2]" = torch.ops.aten.add.Tensor(add_96, alias_293);  add_96 = alias_293 = None
        clone_98: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_98);  c_lifted_tensor_98 = None
        alias_294: "i64[]" = torch.ops.aten.alias.default(clone_98);  clone_98 = None
        alias_295: "i64[]" = torch.ops.aten.alias.default(alias_294);  alias_294 = None
        alias_296: "i64[]" = torch.ops.aten.alias.default(alias_295);  alias_295 = None
        add_98: "f32[2]" = torch.ops.aten.add.Tensor(add_97, alias_296);  add_97 = alias_296 = None
        clone_99: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_99);  c_lifted_tensor_99 = None
        alias_297: "i64[]" = torch.ops.aten.alias.default(clone_99);  clone_99 = None
        alias_298: "i64[]" = torch.ops.aten.alias.default(alias_297);  alias_297 = None
        alias_299: "i64[]" = torch.ops.aten.alias.default(alias_298);  alias_298 = None
        add_99: "f32[2]" = torch.ops.aten.add.Tensor(add_98, alias_299);  add_98 = alias_299 = None
        clone_100: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_100);  c_lifted_tensor_100 = None
        alias_300: "i64[]" = torch.ops.aten.alias.default(clone_100);  clone_100 = None
        alias_301: "i64[]" = torch.ops.aten.alias.default(alias_300);  alias_300 = None
        alias_302: "i64[]" = torch.ops.aten.alias.default(alias_301);  alias_301 = None
        add_100: "f32[2]" = torch.ops.aten.add.Tensor(add_99, alias_302);  add_99 = alias_302 = None
        clone_101: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_101);  c_lifted_tensor_101 = None
        alias_303: "i64[]" = torch.ops.aten.alias.default(clone_101);  clone_101 = None
        alias_304: "i64[]" = torch.ops.aten.alias.default(alias_303);  alias_303 = None
        alias_305: "i64[]" = torch.ops.aten.alias.default(alias_304);  alias_304 = None
        add_101: "f32[2]" = torch.ops.aten.add.Tensor(add_100, alias_305);  add_100 = alias_305 = None
        clone_102: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_102);  c_lifted_tensor_102 = None
        alias_306: "i64[]" = torch.ops.aten.alias.default(clone_102);  clone_102 = None
        alias_307: "i64[]" = torch.ops.aten.alias.default(alias_306);  alias_306 = None
        alias_308: "i64[]" = torch.ops.aten.alias.default(alias_307);  alias_307 = None
        add_102: "f32[2]" = torch.ops.aten.add.Tensor(add_101, alias_308);  add_101 = alias_308 = None
        clone_103: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_103);  c_lifted_tensor_103 = None
        alias_309: "i64[]" = torch.ops.aten.alias.default(clone_103);  clone_103 = None
        alias_310: "i64[]" = torch.ops.aten.alias.default(alias_309);  alias_309 = None
        alias_311: "i64[]" = torch.ops.aten.alias.default(alias_310);  alias_310 = None
        add_103: "f32[2]" = torch.ops.aten.add.Tensor(add_102, alias_311);  add_102 = alias_311 = None
        clone_104: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_104);  c_lifted_tensor_104 = None
        alias_312: "i64[]" = torch.ops.aten.alias.default(clone_104);  clone_104 = None
        alias_313: "i64[]" = torch.ops.aten.alias.default(alias_312);  alias_312 = None
        alias_314: "i64[]" = torch.ops.aten.alias.default(alias_313);  alias_313 = None
        add_104: "f32[2]" = torch.ops.aten.add.Tensor(add_103, alias_314);  add_103 = alias_314 = None
        clone_105: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_105);  c_lifted_tensor_105 = None
        alias_315: "i64[]" = torch.ops.aten.alias.default(clone_105);  clone_105 = None
        alias_316: "i64[]" = torch.ops.aten.alias.default(alias_315);  alias_315 = None
        alias_317: "i64[]" = torch.ops.aten.alias.default(alias_316);  alias_316 = None
        add_105: "f32[2]" = torch.ops.aten.add.Tensor(add_104, alias_317);  add_104 = alias_317 = None
        clone_106: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_106);  c_lifted_tensor_106 = None
        alias_318: "i64[]" = torch.ops.aten.alias.default(clone_106);  clone_106 = None
        alias_319: "i64[]" = torch.ops.aten.alias.default(alias_318);  alias_318 = None
        alias_320: "i64[]" = torch.ops.aten.alias.default(alias_319);  alias_319 = None
        add_106: "f32[2]" = torch.ops.aten.add.Tensor(add_105, alias_320);  add_105 = alias_320 = None
        clone_107: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_107);  c_lifted_tensor_107 = None
        alias_321: "i64[]" = torch.ops.aten.alias.default(clone_107);  clone_107 = None
        alias_322: "i64[]" = torch.ops.aten.alias.default(alias_321);  alias_321 = None
        alias_323: "i64[]" = torch.ops.aten.alias.default(alias_322);  alias_322 = None
        add_107: "f32[2]" = torch.ops.aten.add.Tensor(add_106, alias_323);  add_106 = alias_323 = None
        clone_108: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_108);  c_lifted_tensor_108 = None
        alias_324: "i64[]" = torch.ops.aten.alias.default(clone_108);  clone_108 = None
        alias_325: "i64[]" = torch.ops.aten.alias.default(alias_324);  alias_324 = None
        alias_326: "i64[]" = torch.ops.aten.alias.default(alias_325);  alias_325 = None
        add_108: "f32[2]" = torch.ops.aten.add.Tensor(add_107, alias_326);  add_107 = alias_326 = None
        clone_109: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_109);  c_lifted_tensor_109 = None
        alias_327: "i64[]" = torch.ops.aten.alias.default(clone_109);  clone_109 = None
        alias_328: "i64[]" = torch.ops.aten.alias.default(alias_327);  alias_327 = None
        alias_329: "i64[]" = torch.ops.aten.alias.default(alias_328);  alias_328 = None
        add_109: "f32[2]" = torch.ops.aten.add.Tensor(add_108, alias_329);  add_108 = alias_329 = None
        clone_110: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_110);  c_lifted_tensor_110 = None
        alias_330: "i64[]" = torch.ops.aten.alias.default(clone_110);  clone_110 = None
        alias_331: "i64[]" = torch.ops.aten.alias.default(alias_330);  alias_330 = None
        alias_332: "i64[]" = torch.ops.aten.alias.default(alias_331);  alias_331 = None
        add_110: "f32[2]" = torch.ops.aten.add.Tensor(add_109, alias_332);  add_109 = alias_332 = None
        clone_111: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_111);  c_lifted_tensor_111 = None
        alias_333: "i64[]" = torch.ops.aten.alias.default(clone_111);  clone_111 = None
        alias_334: "i64[]" = torch.ops.aten.alias.default(alias_333);  alias_333 = None
        alias_335: "i64[]" = torch.ops.aten.alias.default(alias_334);  alias_334 = None
        add_111: "f32[2]" = torch.ops.aten.add.Tensor(add_110, alias_335);  add_110 = alias_335 = None
        clone_112: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_112);  c_lifted_tensor_112 = None
        alias_336: "i64[]" = torch.ops.aten.alias.default(clone_112);  clone_112 = None
        alias_337: "i64[]" = torch.ops.aten.alias.default(alias_336);  alias_336 = None
        alias_338: "i64[]" = torch.ops.aten.alias.default(alias_337);  alias_337 = None
        add_112: "f32[2]" = torch.ops.aten.add.Tensor(add_111, alias_338);  add_111 = alias_338 = None
        clone_113: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_113);  c_lifted_tensor_113 = None
        alias_339: "i64[]" = torch.ops.aten.alias.default(clone_113);  clone_113 = None
        alias_340: "i64[]" = torch.ops.aten.alias.default(alias_339);  alias_339 = None
        alias_341: "i64[]" = torch.ops.aten.alias.default(alias_340);  alias_340 = None
        add_113: "f32[2]" = torch.ops.aten.add.Tensor(add_112, alias_341);  add_112 = alias_341 = None
        clone_114: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_114);  c_lifted_tensor_114 = None
        alias_342: "i64[]" = torch.ops.aten.alias.default(clone_114);  clone_114 = None
        alias_343: "i64[]" = torch.ops.aten.alias.default(alias_342);  alias_342 = None
        alias_344: "i64[]" = torch.ops.aten.alias.default(alias_343);  alias_343 = None
        add_114: "f32[2]" = torch.ops.aten.add.Tensor(add_113, alias_344);  add_113 = alias_344 = None
        clone_115: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_115);  c_lifted_tensor_115 = None
        alias_345: "i64[]" = torch.ops.aten.alias.default(clone_115);  clone_115 = None
        alias_346: "i64[]" = torch.ops.aten.alias.default(alias_345);  alias_345 = None
        alias_347: "i64[]" = torch.ops.aten.alias.default(alias_346);  alias_346 = None
        add_115: "f32[2]" = torch.ops.aten.add.Tensor(add_114, alias_347);  add_114 = alias_347 = None
        clone_116: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_116);  c_lifted_tensor_116 = None
        alias_348: "i64[]" = torch.ops.aten.alias.default(clone_116);  clone_116 = None
        alias_349: "i64[]" = torch.ops.aten.alias.default(alias_348);  alias_348 = None
        alias_350: "i64[]" = torch.ops.aten.alias.default(alias_349);  alias_349 = None
        add_116: "f32[2]" = torch.ops.aten.add.Tensor(add_115, alias_350);  add_115 = alias_350 = None
        clone_117: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_117);  c_lifted_tensor_117 = None
        alias_351: "i64[]" = torch.ops.aten.alias.default(clone_117);  clone_117 = None
        alias_352: "i64[]" = torch.ops.aten.alias.default(alias_351);  alias_351 = None
        alias_353: "i64[]" = torch.ops.aten.alias.default(alias_352);  alias_352 = None
        add_117: "f32[2]" = torch.ops.aten.add.Tensor(add_116, alias_353);  add_116 = alias_353 = None
        clone_118: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_118);  c_lifted_tensor_118 = None
        alias_354: "i64[]" = torch.ops.aten.alias.default(clone_118);  clone_118 = None
        alias_355: "i64[]" = torch.ops.aten.alias.default(alias_354);  alias_354 = None
        alias_356: "i64[]" = torch.ops.aten.alias.default(alias_355);  alias_355 = None
        add_118: "f32[2]" = torch.ops.aten.add.Tensor(add_117, alias_356);  add_117 = alias_356 = None
        clone_119: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_119);  c_lifted_tensor_119 = None
        alias_357: "i64[]" = torch.ops.aten.alias.default(clone_119);  clone_119 = None
        alias_358: "i64[]" = torch.ops.aten.alias.default(alias_357);  alias_357 = None
        alias_359: "i64[]" = torch.ops.aten.alias.default(alias_358);  alias_358 = None
        add_119: "f32[2]" = torch.ops.aten.add.Tensor(add_118, alias_359);  add_118 = alias_359 = None
        clone_120: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_120);  c_lifted_tensor_120 = None
        alias_360: "i64[]" = torch.ops.aten.alias.default(clone_120);  clone_120 = None
        alias_361: "i64[]" = torch.ops.aten.alias.default(alias_360);  alias_360 = None
        alias_362: "i64[]" = torch.ops.aten.alias.default(alias_361);  alias_361 = None
        add_120: "f32[2]" = torch.ops.aten.add.Tensor(add_119, alias_362);  add_119 = alias_362 = None
        clone_121: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_121);  c_lifted_tensor_121 = None
        alias_363: "i64[]" = torch.ops.aten.alias.default(clone_121);  clone_121 = None
        alias_364: "i64[]" = torch.ops.aten.alias.default(alias_363);  alias_363 = None
        alias_365: "i64[]" = torch.ops.aten.alias.default(alias_364);  alias_364 = None
        add_121: "f32[2]" = torch.ops.aten.add.Tensor(add_120, alias_365);  add_120 = alias_365 = None
        clone_122: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_122);  c_lifted_tensor_122 = None
        alias_366: "i64[]" = torch.ops.aten.alias.default(clone_122);  clone_122 = None
        alias_367: "i64[]" = torch.ops.aten.alias.default(alias_366);  alias_366 = None
        alias_368: "i64[]" = torch.ops.aten.alias.default(alias_367);  alias_367 = None
        add_122: "f32[2]" = torch.ops.aten.add.Tensor(add_121, alias_368);  add_121 = alias_368 = None
        clone_123: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_123);  c_lifted_tensor_123 = None
        alias_369: "i64[]" = torch.ops.aten.alias.default(clone_123);  clone_123 = None
        alias_370: "i64[]" = torch.ops.aten.alias.default(alias_369);  alias_369 = None
        alias_371: "i64[]" = torch.ops.aten.alias.default(alias_370);  alias_370 = None
        add_123: "f32[2]" = torch.ops.aten.add.Tensor(add_122, alias_371);  add_122 = alias_371 = None
        clone_124: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_124);  c_lifted_tensor_124 = None
        alias_372: "i64[]" = torch.ops.aten.alias.default(clone_124);  clone_124 = None
        alias_373: "i64[]" = torch.ops.aten.alias.default(alias_372);  alias_372 = None
        alias_374: "i64[]" = torch.ops.aten.alias.default(alias_373);  alias_373 = None
        add_124: "f32[2]" = torch.ops.aten.add.Tensor(add_123, alias_374);  add_123 = alias_374 = None
        clone_125: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_125);  c_lifted_tensor_125 = None
        alias_375: "i64[]" = torch.ops.aten.alias.default(clone_125);  clone_125 = None
        alias_376: "i64[]" = torch.ops.aten.alias.default(alias_375);  alias_375 = None
        alias_377: "i64[]" = torch.ops.aten.alias.default(alias_376);  alias_376 = None
        add_125: "f32[2]" = torch.ops.aten.add.Tensor(add_124, alias_377);  add_124 = alias_377 = None
        clone_126: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_126);  c_lifted_tensor_126 = None
        alias_378: "i64[]" = torch.ops.aten.alias.default(clone_126);  clone_126 = None
        alias_379: "i64[]" = torch.ops.aten.alias.default(alias_378);  alias_378 = None
        alias_380: "i64[]" = torch.ops.aten.alias.default(alias_379);  alias_379 = None
        add_126: "f32[2]" = torch.ops.aten.add.Tensor(add_125, alias_380);  add_125 = alias_380 = None
        clone_127: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_127);  c_lifted_tensor_127 = None
        alias_381: "i64[]" = torch.ops.aten.alias.default(clone_127);  clone_127 = None
        alias_382: "i64[]" = torch.ops.aten.alias.default(alias_381);  alias_381 = None
        alias_383: "i64[]" = torch.ops.aten.alias.default(alias_382);  alias_382 = None
        add_127: "f32[2]" = torch.ops.aten.add.Tensor(add_126, alias_383);  add_126 = alias_383 = None
        clone_128: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_128);  c_lifted_tensor_128 = None
        alias_384: "i64[]" = torch.ops.aten.alias.default(clone_128);  clone_128 = None
        alias_385: "i64[]" = torch.ops.aten.alias.default(alias_384);  alias_384 = None
        alias_386: "i64[]" = torch.ops.aten.alias.default(alias_385);  alias_385 = None
        add_128: "f32[2]" = torch.ops.aten.add.Tensor(add_127, alias_386);  add_127 = alias_386 = None
        clone_129: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_129);  c_lifted_tensor_129 = None
        alias_387: "i64[]" = torch.ops.aten.alias.default(clone_129);  clone_129 = None
        alias_388: "i64[]" = torch.ops.aten.alias.default(alias_387);  alias_387 = None
        alias_389: "i64[]" = torch.ops.aten.alias.default(alias_388);  alias_388 = None
        add_129: "f32[2]" = torch.ops.aten.add.Tensor(add_128, alias_389);  add_128 = alias_389 = None
        clone_130: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_130);  c_lifted_tensor_130 = None
        alias_390: "i64[]" = torch.ops.aten.alias.default(clone_130);  clone_130 = None
        alias_391: "i64[]" = torch.ops.aten.alias.default(alias_390);  alias_390 = None
        alias_392: "i64[]" = torch.ops.aten.alias.default(alias_391);  alias_391 = None
        add_130: "f32[2]" = torch.ops.aten.add.Tensor(add_129, alias_392);  add_129 = alias_392 = None
        clone_131: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_131);  c_lifted_tensor_131 = None
        alias_393: "i64[]" = torch.ops.aten.alias.default(clone_131);  clone_131 = None
        alias_394: "i64[]" = torch.ops.aten.alias.default(alias_393);  alias_393 = None
        alias_395: "i64[]" = torch.ops.aten.alias.default(alias_394);  alias_394 = None
        add_131: "f32[2]" = torch.ops.aten.add.Tensor(add_130, alias_395);  add_130 = alias_395 = None
        clone_132: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_132);  c_lifted_tensor_132 = None
        alias_396: "i64[]" = torch.ops.aten.alias.default(clone_132);  clone_132 = None
        alias_397: "i64[]" = torch.ops.aten.alias.default(alias_396);  alias_396 = None
        alias_398: "i64[]" = torch.ops.aten.alias.default(alias_397);  alias_397 = None
        add_132: "f32[2]" = torch.ops.aten.add.Tensor(add_131, alias_398);  add_131 = alias_398 = None
        clone_133: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_133);  c_lifted_tensor_133 = None
        alias_399: "i64[]" = torch.ops.aten.alias.default(clone_133);  clone_133 = None
        alias_400: "i64[]" = torch.ops.aten.alias.default(alias_399);  alias_399 = None
        alias_401: "i64[]" = torch.ops.aten.alias.default(alias_400);  alias_400 = None
        add_133: "f32[2]" = torch.ops.aten.add.Tensor(add_132, alias_401);  add_132 = alias_401 = None
        clone_134: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_134);  c_lifted_tensor_134 = None
        alias_402: "i64[]" = torch.ops.aten.alias.default(clone_134);  clone_134 = None
        alias_403: "i64[]" = torch.ops.aten.alias.default(alias_402);  alias_402 = None
        alias_404: "i64[]" = torch.ops.aten.alias.default(alias_403);  alias_403 = None
        add_134: "f32[2]" = torch.ops.aten.add.Tensor(add_133, alias_404);  add_133 = alias_404 = None
        clone_135: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_135);  c_lifted_tensor_135 = None
        alias_405: "i64[]" = torch.ops.aten.alias.default(clone_135);  clone_135 = None
        alias_406: "i64[]" = torch.ops.aten.alias.default(alias_405);  alias_405 = None
        alias_407: "i64[]" = torch.ops.aten.alias.default(alias_406);  alias_406 = None
        add_135: "f32[2]" = torch.ops.aten.add.Tensor(add_134, alias_407);  add_134 = alias_407 = None
        clone_136: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_136);  c_lifted_tensor_136 = None
        alias_408: "i64[]" = torch.ops.aten.alias.default(clone_136);  clone_136 = None
        alias_409: "i64[]" = torch.ops.aten.alias.default(alias_408);  alias_408 = None
        alias_410: "i64[]" = torch.ops.aten.alias.default(alias_409);  alias_409 = None
        add_136: "f32[2]" = torch.ops.aten.add.Tensor(add_135, alias_410);  add_135 = alias_410 = None
        clone_137: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_137);  c_lifted_tensor_137 = None
        alias_411: "i64[]" = torch.ops.aten.alias.default(clone_137);  clone_137 = None
        alias_412: "i64[]" = torch.ops.aten.alias.default(alias_411);  alias_411 = None
        alias_413: "i64[]" = torch.ops.aten.alias.default(alias_412);  alias_412 = None
        add_137: "f32[2]" = torch.ops.aten.add.Tensor(add_136, alias_413);  add_136 = alias_413 = None
        clone_138: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_138);  c_lifted_tensor_138 = None
        alias_414: "i64[]" = torch.ops.aten.alias.default(clone_138);  clone_138 = None
        alias_415: "i64[]" = torch.ops.aten.alias.default(alias_414);  alias_414 = None
        alias_416: "i64[]" = torch.ops.aten.alias.default(alias_415);  alias_415 = None
        add_138: "f32[2]" = torch.ops.aten.add.Tensor(add_137, alias_416);  add_137 = alias_416 = None
        clone_139: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_139);  c_lifted_tensor_139 = None
        alias_417: "i64[]" = torch.ops.aten.alias.default(clone_139);  clone_139 = None
        alias_418: "i64[]" = torch.ops.aten.alias.default(alias_417);  alias_417 = None
        alias_419: "i64[]" = torch.ops.aten.alias.default(alias_418);  alias_418 = None
        add_139: "f32[2]" = torch.ops.aten.add.Tensor(add_138, alias_419);  add_138 = alias_419 = None
        clone_140: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_140);  c_lifted_tensor_140 = None
        alias_420: "i64[]" = torch.ops.aten.alias.default(clone_140);  clone_140 = None
        alias_421: "i64[]" = torch.ops.aten.alias.default(alias_420);  alias_420 = None
        alias_422: "i64[]" = torch.ops.aten.alias.default(alias_421);  alias_421 = None
        add_140: "f32[2]" = torch.ops.aten.add.Tensor(add_139, alias_422);  add_139 = alias_422 = None
        clone_141: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_141);  c_lifted_tensor_141 = None
        alias_423: "i64[]" = torch.ops.aten.alias.default(clone_141);  clone_141 = None
        alias_424: "i64[]" = torch.ops.aten.alias.default(alias_423);  alias_423 = None
        alias_425: "i64[]" = torch.ops.aten.alias.default(alias_424);  alias_424 = None
        add_141: "f32[2]" = torch.ops.aten.add.Tensor(add_140, alias_425);  add_140 = alias_425 = None
        clone_142: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_142);  c_lifted_tensor_142 = None
        alias_426: "i64[]" = torch.ops.aten.alias.default(clone_142);  clone_142 = None
        alias_427: "i64[]" = torch.ops.aten.alias.default(alias_426);  alias_426 = None
        alias_428: "i64[]" = torch.ops.aten.alias.default(alias_427);  alias_427 = None
        add_142: "f32[2]" = torch.ops.aten.add.Tensor(add_141, alias_428);  add_141 = alias_428 = None
        clone_143: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_143);  c_lifted_tensor_143 = None
        alias_429: "i64[]" = torch.ops.aten.alias.default(clone_143);  clone_143 = None
        alias_430: "i64[]" = torch.ops.aten.alias.default(alias_429);  alias_429 = None
        alias_431: "i64[]" = torch.ops.aten.alias.default(alias_430);  alias_430 = None
        add_143: "f32[2]" = torch.ops.aten.add.Tensor(add_142, alias_431);  add_142 = alias_431 = None
        clone_144: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_144);  c_lifted_tensor_144 = None
        alias_432: "i64[]" = torch.ops.aten.alias.default(clone_144);  clone_144 = None
        alias_433: "i64[]" = torch.ops.aten.alias.default(alias_432);  alias_432 = None
        alias_434: "i64[]" = torch.ops.aten.alias.default(alias_433);  alias_433 = None
        add_144: "f32[2]" = torch.ops.aten.add.Tensor(add_143, alias_434);  add_143 = alias_434 = None
        clone_145: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_145);  c_lifted_tensor_145 = None
        alias_435: "i64[]" = torch.ops.aten.alias.default(clone_145);  clone_145 = None
        alias_436: "i64[]" = torch.ops.aten.alias.default(alias_435);  alias_435 = None
        alias_437: "i64[]" = torch.ops.aten.alias.default(alias_436);  alias_436 = None
        add_145: "f32[2]" = torch.ops.aten.add.Tensor(add_144, alias_437);  add_144 = alias_437 = None
        clone_146: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_146);  c_lifted_tensor_146 = None
        alias_438: "i64[]" = torch.ops.aten.alias.default(clone_146);  clone_146 = None
        alias_439: "i64[]" = torch.ops.aten.alias.default(alias_438);  alias_438 = None
        alias_440: "i64[]" = torch.ops.aten.alias.default(alias_439);  alias_439 = None
        add_146: "f32[2]" = torch.ops.aten.add.Tensor(add_145, alias_440);  add_145 = alias_440 = None
        clone_147: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_147);  c_lifted_tensor_147 = None
        alias_441: "i64[]" = torch.ops.aten.alias.default(clone_147);  clone_147 = None
        alias_442: "i64[]" = torch.ops.aten.alias.default(alias_441);  alias_441 = None
        alias_443: "i64[]" = torch.ops.aten.alias.default(alias_442);  alias_442 = None
        add_147: "f32[2]" = torch.ops.aten.add.Tensor(add_146, alias_443);  add_146 = alias_443 = None
        clone_148: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_148);  c_lifted_tensor_148 = None
        alias_444: "i64[]" = torch.ops.aten.alias.default(clone_148);  clone_148 = None
        alias_445: "i64[]" = torch.ops.aten.alias.default(alias_444);  alias_444 = None
        alias_446: "i64[]" = torch.ops.aten.alias.default(alias_445);  alias_445 = None
        add_148: "f32[2]" = torch.ops.aten.add.Tensor(add_147, alias_446);  add_147 = alias_446 = None
        clone_149: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_149);  c_lifted_tensor_149 = None
        alias_447: "i64[]" = torch.ops.aten.alias.default(clone_149);  clone_149 = None
        alias_448: "i64[]" = torch.ops.aten.alias.default(alias_447);  alias_447 = None
        alias_449: "i64[]" = torch.ops.aten.alias.default(alias_448);  alias_448 = None
        add_149: "f32[2]" = torch.ops.aten.add.Tensor(add_148, alias_449);  add_148 = alias_449 = None
        clone_150: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_150);  c_lifted_tensor_150 = None
        alias_450: "i64[]" = torch.ops.aten.alias.default(clone_150);  clone_150 = None
        alias_451: "i64[]" = torch.ops.aten.alias.default(alias_450);  alias_450 = None
        alias_452: "i64[]" = torch.ops.aten.alias.default(alias_451);  alias_451 = None
        add_150: "f32[2]" = torch.ops.aten.add.Tensor(add_149, alias_452);  add_149 = alias_452 = None
        clone_151: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_151);  c_lifted_tensor_151 = None
        alias_453: "i64[]" = torch.ops.aten.alias.default(clone_151);  clone_151 = None
        alias_454: "i64[]" = torch.ops.aten.alias.default(alias_453);  alias_453 = None
        alias_455: "i64[]" = torch.ops.aten.alias.default(alias_454);  alias_454 = None
        add_151: "f32[2]" = torch.ops.aten.add.Tensor(add_150, alias_455);  add_150 = alias_455 = None
        clone_152: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_152);  c_lifted_tensor_152 = None
        alias_456: "i64[]" = torch.ops.aten.alias.default(clone_152);  clone_152 = None
        alias_457: "i64[]" = torch.ops.aten.alias.default(alias_456);  alias_456 = None
        alias_458: "i64[]" = torch.ops.aten.alias.default(alias_457);  alias_457 = None
        add_152: "f32[2]" = torch.ops.aten.add.Tensor(add_151, alias_458);  add_151 = alias_458 = None
        clone_153: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_153);  c_lifted_tensor_153 = None
        alias_459: "i64[]" = torch.ops.aten.alias.default(clone_153);  clone_153 = None
        alias_460: "i64[]" = torch.ops.aten.alias.default(alias_459);  alias_459 = None
        alias_461: "i64[]" = torch.ops.aten.alias.default(alias_460);  alias_460 = None
        add_153: "f32[2]" = torch.ops.aten.add.Tensor(add_152, alias_461);  add_152 = alias_461 = None
        clone_154: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_154);  c_lifted_tensor_154 = None
        alias_462: "i64[]" = torch.ops.aten.alias.default(clone_154);  clone_154 = None
        alias_463: "i64[]" = torch.ops.aten.alias.default(alias_462);  alias_462 = None
        alias_464: "i64[]" = torch.ops.aten.alias.default(alias_463);  alias_463 = None
        add_154: "f32[2]" = torch.ops.aten.add.Tensor(add_153, alias_464);  add_153 = alias_464 = None
        clone_155: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_155);  c_lifted_tensor_155 = None
        alias_465: "i64[]" = torch.ops.aten.alias.default(clone_155);  clone_155 = None
        alias_466: "i64[]" = torch.ops.aten.alias.default(alias_465);  alias_465 = None
        alias_467: "i64[]" = torch.ops.aten.alias.default(alias_466);  alias_466 = None
        add_155: "f32[2]" = torch.ops.aten.add.Tensor(add_154, alias_467);  add_154 = alias_467 = None
        clone_156: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_156);  c_lifted_tensor_156 = None
        alias_468: "i64[]" = torch.ops.aten.alias.default(clone_156);  clone_156 = None
        alias_469: "i64[]" = torch.ops.aten.alias.default(alias_468);  alias_468 = None
        alias_470: "i64[]" = torch.ops.aten.alias.default(alias_469);  alias_469 = None
        add_156: "f32[2]" = torch.ops.aten.add.Tensor(add_155, alias_470);  add_155 = alias_470 = None
        clone_157: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_157);  c_lifted_tensor_157 = None
        alias_471: "i64[]" = torch.ops.aten.alias.default(clone_157);  clone_157 = None
        alias_472: "i64[]" = torch.ops.aten.alias.default(alias_471);  alias_471 = None
        alias_473: "i64[]" = torch.ops.aten.alias.default(alias_472);  alias_472 = None
        add_157: "f32[2]" = torch.ops.aten.add.Tensor(add_156, alias_473);  add_156 = alias_473 = None
        clone_158: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_158);  c_lifted_tensor_158 = None
        alias_474: "i64[]" = torch.ops.aten.alias.default(clone_158);  clone_158 = None
        alias_475: "i64[]" = torch.ops.aten.alias.default(alias_474);  alias_474 = None
        alias_476: "i64[]" = torch.ops.aten.alias.default(alias_475);  alias_475 = None
        add_158: "f32[2]" = torch.ops.aten.add.Tensor(add_157, alias_476);  add_157 = alias_476 = None
        clone_159: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_159);  c_lifted_tensor_159 = None
        alias_477: "i64[]" = torch.ops.aten.alias.default(clone_159);  clone_159 = None
        alias_478: "i64[]" = torch.ops.aten.alias.default(alias_477);  alias_477 = None
        alias_479: "i64[]" = torch.ops.aten.alias.default(alias_478);  alias_478 = None
        add_159: "f32[2]" = torch.ops.aten.add.Tensor(add_158, alias_479);  add_158 = alias_479 = None
        clone_160: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_160);  c_lifted_tensor_160 = None
        alias_480: "i64[]" = torch.ops.aten.alias.default(clone_160);  clone_160 = None
        alias_481: "i64[]" = torch.ops.aten.alias.default(alias_480);  alias_480 = None
        alias_482: "i64[]" = torch.ops.aten.alias.default(alias_481);  alias_481 = None
        add_160: "f32[2]" = torch.ops.aten.add.Tensor(add_159, alias_482);  add_159 = alias_482 = None
        clone_161: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_161);  c_lifted_tensor_161 = None
        alias_483: "i64[]" = torch.ops.aten.alias.default(clone_161);  clone_161 = None
        alias_484: "i64[]" = torch.ops.aten.alias.default(alias_483);  alias_483 = None
        alias_485: "i64[]" = torch.ops.aten.alias.default(alias_484);  alias_484 = None
        add_161: "f32[2]" = torch.ops.aten.add.Tensor(add_160, alias_485);  add_160 = alias_485 = None
        clone_162: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_162);  c_lifted_tensor_162 = None
        alias_486: "i64[]" = torch.ops.aten.alias.default(clone_162);  clone_162 = None
        alias_487: "i64[]" = torch.ops.aten.alias.default(alias_486);  alias_486 = None
        alias_488: "i64[]" = torch.ops.aten.alias.default(alias_487);  alias_487 = None
        add_162: "f32[2]" = torch.ops.aten.add.Tensor(add_161, alias_488);  add_161 = alias_488 = None
        clone_163: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_163);  c_lifted_tensor_163 = None
        alias_489: "i64[]" = torch.ops.aten.alias.default(clone_163);  clone_163 = None
        alias_490: "i64[]" = torch.ops.aten.alias.default(alias_489);  alias_489 = None
        alias_491: "i64[]" = torch.ops.aten.alias.default(alias_490);  alias_490 = None
        add_163: "f32[2]" = torch.ops.aten.add.Tensor(add_162, alias_491);  add_162 = alias_491 = None
        clone_164: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_164);  c_lifted_tensor_164 = None
        alias_492: "i64[]" = torch.ops.aten.alias.default(clone_164);  clone_164 = None
        alias_493: "i64[]" = torch.ops.aten.alias.default(alias_492);  alias_492 = None
        alias_494: "i64[]" = torch.ops.aten.alias.default(alias_493);  alias_493 = None
        add_164: "f32[2]" = torch.ops.aten.add.Tensor(add_163, alias_494);  add_163 = alias_494 = None
        clone_165: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_165);  c_lifted_tensor_165 = None
        alias_495: "i64[]" = torch.ops.aten.alias.default(clone_165);  clone_165 = None
        alias_496: "i64[]" = torch.ops.aten.alias.default(alias_495);  alias_495 = None
        alias_497: "i64[]" = torch.ops.aten.alias.default(alias_496);  alias_496 = None
        add_165: "f32[2]" = torch.ops.aten.add.Tensor(add_164, alias_497);  add_164 = alias_497 = None
        clone_166: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_166);  c_lifted_tensor_166 = None
        alias_498: "i64[]" = torch.ops.aten.alias.default(clone_166);  clone_166 = None
        alias_499: "i64[]" = torch.ops.aten.alias.default(alias_498);  alias_498 = None
        alias_500: "i64[]" = torch.ops.aten.alias.default(alias_499);  alias_499 = None
        add_166: "f32[2]" = torch.ops.aten.add.Tensor(add_165, alias_500);  add_165 = alias_500 = None
        clone_167: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_167);  c_lifted_tensor_167 = None
        alias_501: "i64[]" = torch.ops.aten.alias.default(clone_167);  clone_167 = None
        alias_502: "i64[]" = torch.ops.aten.alias.default(alias_501);  alias_501 = None
        alias_503: "i64[]" = torch.ops.aten.alias.default(alias_502);  alias_502 = None
        add_167: "f32[2]" = torch.ops.aten.add.Tensor(add_166, alias_503);  add_166 = alias_503 = None
        clone_168: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_168);  c_lifted_tensor_168 = None
        alias_504: "i64[]" = torch.ops.aten.alias.default(clone_168);  clone_168 = None
        alias_505: "i64[]" = torch.ops.aten.alias.default(alias_504);  alias_504 = None
        alias_506: "i64[]" = torch.ops.aten.alias.default(alias_505);  alias_505 = None
        add_168: "f32[2]" = torch.ops.aten.add.Tensor(add_167, alias_506);  add_167 = alias_506 = None
        clone_169: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_169);  c_lifted_tensor_169 = None
        alias_507: "i64[]" = torch.ops.aten.alias.default(clone_169);  clone_169 = None
        alias_508: "i64[]" = torch.ops.aten.alias.default(alias_507);  alias_507 = None
        alias_509: "i64[]" = torch.ops.aten.alias.default(alias_508);  alias_508 = None
        add_169: "f32[2]" = torch.ops.aten.add.Tensor(add_168, alias_509);  add_168 = alias_509 = None
        clone_170: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_170);  c_lifted_tensor_170 = None
        alias_510: "i64[]" = torch.ops.aten.alias.default(clone_170);  clone_170 = None
        alias_511: "i64[]" = torch.ops.aten.alias.default(alias_510);  alias_510 = None
        alias_512: "i64[]" = torch.ops.aten.alias.default(alias_511);  alias_511 = None
        add_170: "f32[2]" = torch.ops.aten.add.Tensor(add_169, alias_512);  add_169 = alias_512 = None
        clone_171: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_171);  c_lifted_tensor_171 = None
        alias_513: "i64[]" = torch.ops.aten.alias.default(clone_171);  clone_171 = None
        alias_514: "i64[]" = torch.ops.aten.alias.default(alias_513);  alias_513 = None
        alias_515: "i64[]" = torch.ops.aten.alias.default(alias_514);  alias_514 = None
        add_171: "f32[2]" = torch.ops.aten.add.Tensor(add_170, alias_515);  add_170 = alias_515 = None
        clone_172: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_172);  c_lifted_tensor_172 = None
        alias_516: "i64[]" = torch.ops.aten.alias.default(clone_172);  clone_172 = None
        alias_517: "i64[]" = torch.ops.aten.alias.default(alias_516);  alias_516 = None
        alias_518: "i64[]" = torch.ops.aten.alias.default(alias_517);  alias_517 = None
        add_172: "f32[2]" = torch.ops.aten.add.Tensor(add_171, alias_518);  add_171 = alias_518 = None
        clone_173: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_173);  c_lifted_tensor_173 = None
        alias_519: "i64[]" = torch.ops.aten.alias.default(clone_173);  clone_173 = None
        alias_520: "i64[]" = torch.ops.aten.alias.default(alias_519);  alias_519 = None
        alias_521: "i64[]" = torch.ops.aten.alias.default(alias_520);  alias_520 = None
        add_173: "f32[2]" = torch.ops.aten.add.Tensor(add_172, alias_521);  add_172 = alias_521 = None
        clone_174: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_174);  c_lifted_tensor_174 = None
        alias_522: "i64[]" = torch.ops.aten.alias.default(clone_174);  clone_174 = None
        alias_523: "i64[]" = torch.ops.aten.alias.default(alias_522);  alias_522 = None
        alias_524: "i64[]" = torch.ops.aten.alias.default(alias_523);  alias_523 = None
        add_174: "f32[2]" = torch.ops.aten.add.Tensor(add_173, alias_524);  add_173 = alias_524 = None
        clone_175: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_175);  c_lifted_tensor_175 = None
        alias_525: "i64[]" = torch.ops.aten.alias.default(clone_175);  clone_175 = None
        alias_526: "i64[]" = torch.ops.aten.alias.default(alias_525);  alias_525 = None
        alias_527: "i64[]" = torch.ops.aten.alias.default(alias_526);  alias_526 = None
        add_175: "f32[2]" = torch.ops.aten.add.Tensor(add_174, alias_527);  add_174 = alias_527 = None
        clone_176: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_176);  c_lifted_tensor_176 = None
        alias_528: "i64[]" = torch.ops.aten.alias.default(clone_176);  clone_176 = None
        alias_529: "i64[]" = torch.ops.aten.alias.default(alias_528);  alias_528 = None
        alias_530: "i64[]" = torch.ops.aten.alias.default(alias_529);  alias_529 = None
        add_176: "f32[2]" = torch.ops.aten.add.Tensor(add_175, alias_530);  add_175 = alias_530 = None
        clone_177: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_177);  c_lifted_tensor_177 = None
        alias_531: "i64[]" = torch.ops.aten.alias.default(clone_177);  clone_177 = None
        alias_532: "i64[]" = torch.ops.aten.alias.default(alias_531);  alias_531 = None
        alias_533: "i64[]" = torch.ops.aten.alias.default(alias_532);  alias_532 = None
        add_177: "f32[2]" = torch.ops.aten.add.Tensor(add_176, alias_533);  add_176 = alias_533 = None
        clone_178: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_178);  c_lifted_tensor_178 = None
        alias_534: "i64[]" = torch.ops.aten.alias.default(clone_178);  clone_178 = None
        alias_535: "i64[]" = torch.ops.aten.alias.default(alias_534);  alias_534 = None
        alias_536: "i64[]" = torch.ops.aten.alias.default(alias_535);  alias_535 = None
        add_178: "f32[2]" = torch.ops.aten.add.Tensor(add_177, alias_536);  add_177 = alias_536 = None
        clone_179: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_179);  c_lifted_tensor_179 = None
        alias_537: "i64[]" = torch.ops.aten.alias.default(clone_179);  clone_179 = None
        alias_538: "i64[]" = torch.ops.aten.alias.default(alias_537);  alias_537 = None
        alias_539: "i64[]" = torch.ops.aten.alias.default(alias_538);  alias_538 = None
        add_179: "f32[2]" = torch.ops.aten.add.Tensor(add_178, alias_539);  add_178 = alias_539 = None
        clone_180: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_180);  c_lifted_tensor_180 = None
        alias_540: "i64[]" = torch.ops.aten.alias.default(clone_180);  clone_180 = None
        alias_541: "i64[]" = torch.ops.aten.alias.default(alias_540);  alias_540 = None
        alias_542: "i64[]" = torch.ops.aten.alias.default(alias_541);  alias_541 = None
        add_180: "f32[2]" = torch.ops.aten.add.Tensor(add_179, alias_542);  add_179 = alias_542 = None
        clone_181: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_181);  c_lifted_tensor_181 = None
        alias_543: "i64[]" = torch.ops.aten.alias.default(clone_181);  clone_181 = None
        alias_544: "i64[]" = torch.ops.aten.alias.default(alias_543);  alias_543 = None
        alias_545: "i64[]" = torch.ops.aten.alias.default(alias_544);  alias_544 = None
        add_181: "f32[2]" = torch.ops.aten.add.Tensor(add_180, alias_545);  add_180 = alias_545 = None
        clone_182: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_182);  c_lifted_tensor_182 = None
        alias_546: "i64[]" = torch.ops.aten.alias.default(clone_182);  clone_182 = None
        alias_547: "i64[]" = torch.ops.aten.alias.default(alias_546);  alias_546 = None
        alias_548: "i64[]" = torch.ops.aten.alias.default(alias_547);  alias_547 = None
        add_182: "f32[2]" = torch.ops.aten.add.Tensor(add_181, alias_548);  add_181 = alias_548 = None
        clone_183: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_183);  c_lifted_tensor_183 = None
        alias_549: "i64[]" = torch.ops.aten.alias.default(clone_183);  clone_183 = None
        alias_550: "i64[]" = torch.ops.aten.alias.default(alias_549);  alias_549 = None
        alias_551: "i64[]" = torch.ops.aten.alias.default(alias_550);  alias_550 = None
        add_183: "f32[2]" = torch.ops.aten.add.Tensor(add_182, alias_551);  add_182 = alias_551 = None
        clone_184: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_184);  c_lifted_tensor_184 = None
        alias_552: "i64[]" = torch.ops.aten.alias.default(clone_184);  clone_184 = None
        alias_553: "i64[]" = torch.ops.aten.alias.default(alias_552);  alias_552 = None
        alias_554: "i64[]" = torch.ops.aten.alias.default(alias_553);  alias_553 = None
        add_184: "f32[2]" = torch.ops.aten.add.Tensor(add_183, alias_554);  add_183 = alias_554 = None
        clone_185: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_185);  c_lifted_tensor_185 = None
        alias_555: "i64[]" = torch.ops.aten.alias.default(clone_185);  clone_185 = None
        alias_556: "i64[]" = torch.ops.aten.alias.default(alias_555);  alias_555 = None
        alias_557: "i64[]" = torch.ops.aten.alias.default(alias_556);  alias_556 = None
        add_185: "f32[2]" = torch.ops.aten.add.Tensor(add_184, alias_557);  add_184 = alias_557 = None
        clone_186: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_186);  c_lifted_tensor_186 = None
        alias_558: "i64[]" = torch.ops.aten.alias.default(clone_186);  clone_186 = None
        alias_559: "i64[]" = torch.ops.aten.alias.default(alias_558);  alias_558 = None
        alias_560: "i64[]" = torch.ops.aten.alias.default(alias_559);  alias_559 = None
        add_186: "f32[2]" = torch.ops.aten.add.Tensor(add_185, alias_560);  add_185 = alias_560 = None
        clone_187: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_187);  c_lifted_tensor_187 = None
        alias_561: "i64[]" = torch.ops.aten.alias.default(clone_187);  clone_187 = None
        alias_562: "i64[]" = torch.ops.aten.alias.default(alias_561);  alias_561 = None
        alias_563: "i64[]" = torch.ops.aten.alias.default(alias_562);  alias_562 = None
        add_187: "f32[2]" = torch.ops.aten.add.Tensor(add_186, alias_563);  add_186 = alias_563 = None
        clone_188: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_188);  c_lifted_tensor_188 = None
        alias_564: "i64[]" = torch.ops.aten.alias.default(clone_188);  clone_188 = None
        alias_565: "i64[]" = torch.ops.aten.alias.default(alias_564);  alias_564 = None
        alias_566: "i64[]" = torch.ops.aten.alias.default(alias_565);  alias_565 = None
        add_188: "f32[2]" = torch.ops.aten.add.Tensor(add_187, alias_566);  add_187 = alias_566 = None
        clone_189: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_189);  c_lifted_tensor_189 = None
        alias_567: "i64[]" = torch.ops.aten.alias.default(clone_189);  clone_189 = None
        alias_568: "i64[]" = torch.ops.aten.alias.default(alias_567);  alias_567 = None
        alias_569: "i64[]" = torch.ops.aten.alias.default(alias_568);  alias_568 = None
        add_189: "f32[2]" = torch.ops.aten.add.Tensor(add_188, alias_569);  add_188 = alias_569 = None
        clone_190: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_190);  c_lifted_tensor_190 = None
        alias_570: "i64[]" = torch.ops.aten.alias.default(clone_190);  clone_190 = None
        alias_571: "i64[]" = torch.ops.aten.alias.default(alias_570);  alias_570 = None
        alias_572: "i64[]" = torch.ops.aten.alias.default(alias_571);  alias_571 = None
        add_190: "f32[2]" = torch.ops.aten.add.Tensor(add_189, alias_572);  add_189 = alias_572 = None
        clone_191: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_191);  c_lifted_tensor_191 = None
        alias_573: "i64[]" = torch.ops.aten.alias.default(clone_191);  clone_191 = None
        alias_574: "i64[]" = torch.ops.aten.alias.default(alias_573);  alias_573 = None
        alias_575: "i64[]" = torch.ops.aten.alias.default(alias_574);  alias_574 = None
        add_191: "f32[2]" = torch.ops.aten.add.Tensor(add_190, alias_575);  add_190 = alias_575 = None
        clone_192: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_192);  c_lifted_tensor_192 = None
        alias_576: "i64[]" = torch.ops.aten.alias.default(clone_192);  clone_192 = None
        alias_577: "i64[]" = torch.ops.aten.alias.default(alias_576);  alias_576 = None
        alias_578: "i64[]" = torch.ops.aten.alias.default(alias_577);  alias_577 = None
        add_192: "f32[2]" = torch.ops.aten.add.Tensor(add_191, alias_578);  add_191 = alias_578 = None
        clone_193: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_193);  c_lifted_tensor_193 = None
        alias_579: "i64[]" = torch.ops.aten.alias.default(clone_193);  clone_193 = None
        alias_580: "i64[]" = torch.ops.aten.alias.default(alias_579);  alias_579 = None
        alias_581: "i64[]" = torch.ops.aten.alias.default(alias_580);  alias_580 = None
        add_193: "f32[2]" = torch.ops.aten.add.Tensor(add_192, alias_581);  add_192 = alias_581 = None
        clone_194: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_194);  c_lifted_tensor_194 = None
        alias_582: "i64[]" = torch.ops.aten.alias.default(clone_194);  clone_194 = None
        alias_583: "i64[]" = torch.ops.aten.alias.default(alias_582);  alias_582 = None
        alias_584: "i64[]" = torch.ops.aten.alias.default(alias_583);  alias_583 = None
        add_194: "f32[2]" = torch.ops.aten.add.Tensor(add_193, alias_584);  add_193 = alias_584 = None
        clone_195: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_195);  c_lifted_tensor_195 = None
        alias_585: "i64[]" = torch.ops.aten.alias.default(clone_195);  clone_195 = None
        alias_586: "i64[]" = torch.ops.aten.alias.default(alias_585);  alias_585 = None
        alias_587: "i64[]" = torch.ops.aten.alias.default(alias_586);  alias_586 = None
        add_195: "f32[2]" = torch.ops.aten.add.Tensor(add_194, alias_587);  add_194 = alias_587 = None
        clone_196: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_196);  c_lifted_tensor_196 = None
        alias_588: "i64[]" = torch.ops.aten.alias.default(clone_196);  clone_196 = None
        alias_589: "i64[]" = torch.ops.aten.alias.default(alias_588);  alias_588 = None
        alias_590: "i64[]" = torch.ops.aten.alias.default(alias_589);  alias_589 = None
        add_196: "f32[2]" = torch.ops.aten.add.Tensor(add_195, alias_590);  add_195 = alias_590 = None
        clone_197: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_197);  c_lifted_tensor_197 = None
        alias_591: "i64[]" = torch.ops.aten.alias.default(clone_197);  clone_197 = None
        alias_592: "i64[]" = torch.ops.aten.alias.default(alias_591);  alias_591 = None
        alias_593: "i64[]" = torch.ops.aten.alias.default(alias_592);  alias_592 = None
        add_197: "f32[2]" = torch.ops.aten.add.Tensor(add_196, alias_593);  add_196 = alias_593 = None
        clone_198: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_198);  c_lifted_tensor_198 = None
        alias_594: "i64[]" = torch.ops.aten.alias.default(clone_198);  clone_198 = None
        alias_595: "i64[]" = torch.ops.aten.alias.default(alias_594);  alias_594 = None
        alias_596: "i64[]" = torch.ops.aten.alias.default(alias_595);  alias_595 = None
        add_198: "f32[2]" = torch.ops.aten.add.Tensor(add_197, alias_596);  add_197 = alias_596 = None
        clone_199: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_199);  c_lifted_tensor_199 = None
        alias_597: "i64[]" = torch.ops.aten.alias.default(clone_199);  clone_199 = None
        alias_598: "i64[]" = torch.ops.aten.alias.default(alias_597);  alias_597 = None
        alias_599: "i64[]" = torch.ops.aten.alias.default(alias_598);  alias_598 = None
        add_199: "f32[2]" = torch.ops.aten.add.Tensor(add_198, alias_599);  add_198 = alias_599 = None
        clone_200: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_200);  c_lifted_tensor_200 = None
        alias_600: "i64[]" = torch.ops.aten.alias.default(clone_200);  clone_200 = None
        alias_601: "i64[]" = torch.ops.aten.alias.default(alias_600);  alias_600 = None
        alias_602: "i64[]" = torch.ops.aten.alias.default(alias_601);  alias_601 = None
        add_200: "f32[2]" = torch.ops.aten.add.Tensor(add_199, alias_602);  add_199 = alias_602 = None
        clone_201: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_201);  c_lifted_tensor_201 = None
        alias_603: "i64[]" = torch.ops.aten.alias.default(clone_201);  clone_201 = None
        alias_604: "i64[]" = torch.ops.aten.alias.default(alias_603);  alias_603 = None
        alias_605: "i64[]" = torch.ops.aten.alias.default(alias_604);  alias_604 = None
        add_201: "f32[2]" = torch.ops.aten.add.Tensor(add_200, alias_605);  add_200 = alias_605 = None
        clone_202: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_202);  c_lifted_tensor_202 = None
        alias_606: "i64[]" = torch.ops.aten.alias.default(clone_202);  clone_202 = None
        alias_607: "i64[]" = torch.ops.aten.alias.default(alias_606);  alias_606 = None
        alias_608: "i64[]" = torch.ops.aten.alias.default(alias_607);  alias_607 = None
        add_202: "f32[2]" = torch.ops.aten.add.Tensor(add_201, alias_608);  add_201 = alias_608 = None
        clone_203: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_203);  c_lifted_tensor_203 = None
        alias_609: "i64[]" = torch.ops.aten.alias.default(clone_203);  clone_203 = None
        alias_610: "i64[]" = torch.ops.aten.alias.default(alias_609);  alias_609 = None
        alias_611: "i64[]" = torch.ops.aten.alias.default(alias_610);  alias_610 = None
        add_203: "f32[2]" = torch.ops.aten.add.Tensor(add_202, alias_611);  add_202 = alias_611 = None
        clone_204: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_204);  c_lifted_tensor_204 = None
        alias_612: "i64[]" = torch.ops.aten.alias.default(clone_204);  clone_204 = None
        alias_613: "i64[]" = torch.ops.aten.alias.default(alias_612);  alias_612 = None
        alias_614: "i64[]" = torch.ops.aten.alias.default(alias_613);  alias_613 = None
        add_204: "f32[2]" = torch.ops.aten.add.Tensor(add_203, alias_614);  add_203 = alias_614 = None
        clone_205: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_205);  c_lifted_tensor_205 = None
        alias_615: "i64[]" = torch.ops.aten.alias.default(clone_205);  clone_205 = None
        alias_616: "i64[]" = torch.ops.aten.alias.default(alias_615);  alias_615 = None
        alias_617: "i64[]" = torch.ops.aten.alias.default(alias_616);  alias_616 = None
        add_205: "f32[2]" = torch.ops.aten.add.Tensor(add_204, alias_617);  add_204 = alias_617 = None
        clone_206: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_206);  c_lifted_tensor_206 = None
        alias_618: "i64[]" = torch.ops.aten.alias.default(clone_206);  clone_206 = None
        alias_619: "i64[]" = torch.ops.aten.alias.default(alias_618);  alias_618 = None
        alias_620: "i64[]" = torch.ops.aten.alias.default(alias_619);  alias_619 = None
        add_206: "f32[2]" = torch.ops.aten.add.Tensor(add_205, alias_620);  add_205 = alias_620 = None
        clone_207: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_207);  c_lifted_tensor_207 = None
        alias_621: "i64[]" = torch.ops.aten.alias.default(clone_207);  clone_207 = None
        alias_622: "i64[]" = torch.ops.aten.alias.default(alias_621);  alias_621 = None
        alias_623: "i64[]" = torch.ops.aten.alias.default(alias_622);  alias_622 = None
        add_207: "f32[2]" = torch.ops.aten.add.Tensor(add_206, alias_623);  add_206 = alias_623 = None
        clone_208: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_208);  c_lifted_tensor_208 = None
        alias_624: "i64[]" = torch.ops.aten.alias.default(clone_208);  clone_208 = None
        alias_625: "i64[]" = torch.ops.aten.alias.default(alias_624);  alias_624 = None
        alias_626: "i64[]" = torch.ops.aten.alias.default(alias_625);  alias_625 = None
        add_208: "f32[2]" = torch.ops.aten.add.Tensor(add_207, alias_626);  add_207 = alias_626 = None
        clone_209: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_209);  c_lifted_tensor_209 = None
        alias_627: "i64[]" = torch.ops.aten.alias.default(clone_209);  clone_209 = None
        alias_628: "i64[]" = torch.ops.aten.alias.default(alias_627);  alias_627 = None
        alias_629: "i64[]" = torch.ops.aten.alias.default(alias_628);  alias_628 = None
        add_209: "f32[2]" = torch.ops.aten.add.Tensor(add_208, alias_629);  add_208 = alias_629 = None
        clone_210: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_210);  c_lifted_tensor_210 = None
        alias_630: "i64[]" = torch.ops.aten.alias.default(clone_210);  clone_210 = None
        alias_631: "i64[]" = torch.ops.aten.alias.default(alias_630);  alias_630 = None
        alias_632: "i64[]" = torch.ops.aten.alias.default(alias_631);  alias_631 = None
        add_210: "f32[2]" = torch.ops.aten.add.Tensor(add_209, alias_632);  add_209 = alias_632 = None
        clone_211: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_211);  c_lifted_tensor_211 = None
        alias_633: "i64[]" = torch.ops.aten.alias.default(clone_211);  clone_211 = None
        alias_634: "i64[]" = torch.ops.aten.alias.default(alias_633);  alias_633 = None
        alias_635: "i64[]" = torch.ops.aten.alias.default(alias_634);  alias_634 = None
        add_211: "f32[2]" = torch.ops.aten.add.Tensor(add_210, alias_635);  add_210 = alias_635 = None
        clone_212: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_212);  c_lifted_tensor_212 = None
        alias_636: "i64[]" = torch.ops.aten.alias.default(clone_212);  clone_212 = None
        alias_637: "i64[]" = torch.ops.aten.alias.default(alias_636);  alias_636 = None
        alias_638: "i64[]" = torch.ops.aten.alias.default(alias_637);  alias_637 = None
        add_212: "f32[2]" = torch.ops.aten.add.Tensor(add_211, alias_638);  add_211 = alias_638 = None
        clone_213: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_213);  c_lifted_tensor_213 = None
        alias_639: "i64[]" = torch.ops.aten.alias.default(clone_213);  clone_213 = None
        alias_640: "i64[]" = torch.ops.aten.alias.default(alias_639);  alias_639 = None
        alias_641: "i64[]" = torch.ops.aten.alias.default(alias_640);  alias_640 = None
        add_213: "f32[2]" = torch.ops.aten.add.Tensor(add_212, alias_641);  add_212 = alias_641 = None
        clone_214: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_214);  c_lifted_tensor_214 = None
        alias_642: "i64[]" = torch.ops.aten.alias.default(clone_214);  clone_214 = None
        alias_643: "i64[]" = torch.ops.aten.alias.default(alias_642);  alias_642 = None
        alias_644: "i64[]" = torch.ops.aten.alias.default(alias_643);  alias_643 = None
        add_214: "f32[2]" = torch.ops.aten.add.Tensor(add_213, alias_644);  add_213 = alias_644 = None
        clone_215: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_215);  c_lifted_tensor_215 = None
        alias_645: "i64[]" = torch.ops.aten.alias.default(clone_215);  clone_215 = None
        alias_646: "i64[]" = torch.ops.aten.alias.default(alias_645);  alias_645 = None
        alias_647: "i64[]" = torch.ops.aten.alias.default(alias_646);  alias_646 = None
        add_215: "f32[2]" = torch.ops.aten.add.Tensor(add_214, alias_647);  add_214 = alias_647 = None
        clone_216: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_216);  c_lifted_tensor_216 = None
        alias_648: "i64[]" = torch.ops.aten.alias.default(clone_216);  clone_216 = None
        alias_649: "i64[]" = torch.ops.aten.alias.default(alias_648);  alias_648 = None
        alias_650: "i64[]" = torch.ops.aten.alias.default(alias_649);  alias_649 = None
        add_216: "f32[2]" = torch.ops.aten.add.Tensor(add_215, alias_650);  add_215 = alias_650 = None
        clone_217: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_217);  c_lifted_tensor_217 = None
        alias_651: "i64[]" = torch.ops.aten.alias.default(clone_217);  clone_217 = None
        alias_652: "i64[]" = torch.ops.aten.alias.default(alias_651);  alias_651 = None
        alias_653: "i64[]" = torch.ops.aten.alias.default(alias_652);  alias_652 = None
        add_217: "f32[2]" = torch.ops.aten.add.Tensor(add_216, alias_653);  add_216 = alias_653 = None
        clone_218: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_218);  c_lifted_tensor_218 = None
        alias_654: "i64[]" = torch.ops.aten.alias.default(clone_218);  clone_218 = None
        alias_655: "i64[]" = torch.ops.aten.alias.default(alias_654);  alias_654 = None
        alias_656: "i64[]" = torch.ops.aten.alias.default(alias_655);  alias_655 = None
        add_218: "f32[2]" = torch.ops.aten.add.Tensor(add_217, alias_656);  add_217 = alias_656 = None
        clone_219: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_219);  c_lifted_tensor_219 = None
        alias_657: "i64[]" = torch.ops.aten.alias.default(clone_219);  clone_219 = None
        alias_658: "i64[]" = torch.ops.aten.alias.default(alias_657);  alias_657 = None
        alias_659: "i64[]" = torch.ops.aten.alias.default(alias_658);  alias_658 = None
        add_219: "f32[2]" = torch.ops.aten.add.Tensor(add_218, alias_659);  add_218 = alias_659 = None
        clone_220: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_220);  c_lifted_tensor_220 = None
        alias_660: "i64[]" = torch.ops.aten.alias.default(clone_220);  clone_220 = None
        alias_661: "i64[]" = torch.ops.aten.alias.default(alias_660);  alias_660 = None
        alias_662: "i64[]" = torch.ops.aten.alias.default(alias_661);  alias_661 = None
        add_220: "f32[2]" = torch.ops.aten.add.Tensor(add_219, alias_662);  add_219 = alias_662 = None
        clone_221: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_221);  c_lifted_tensor_221 = None
        alias_663: "i64[]" = torch.ops.aten.alias.default(clone_221);  clone_221 = None
        alias_664: "i64[]" = torch.ops.aten.alias.default(alias_663);  alias_663 = None
        alias_665: "i64[]" = torch.ops.aten.alias.default(alias_664);  alias_664 = None
        add_221: "f32[2]" = torch.ops.aten.add.Tensor(add_220, alias_665);  add_220 = alias_665 = None
        clone_222: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_222);  c_lifted_tensor_222 = None
        alias_666: "i64[]" = torch.ops.aten.alias.default(clone_222);  clone_222 = None
        alias_667: "i64[]" = torch.ops.aten.alias.default(alias_666);  alias_666 = None
        alias_668: "i64[]" = torch.ops.aten.alias.default(alias_667);  alias_667 = None
        add_222: "f32[2]" = torch.ops.aten.add.Tensor(add_221, alias_668);  add_221 = alias_668 = None
        clone_223: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_223);  c_lifted_tensor_223 = None
        alias_669: "i64[]" = torch.ops.aten.alias.default(clone_223);  clone_223 = None
        alias_670: "i64[]" = torch.ops.aten.alias.default(alias_669);  alias_669 = None
        alias_671: "i64[]" = torch.ops.aten.alias.default(alias_670);  alias_670 = None
        add_223: "f32[2]" = torch.ops.aten.add.Tensor(add_222, alias_671);  add_222 = alias_671 = None
        clone_224: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_224);  c_lifted_tensor_224 = None
        alias_672: "i64[]" = torch.ops.aten.alias.default(clone_224);  clone_224 = None
        alias_673: "i64[]" = torch.ops.aten.alias.default(alias_672);  alias_672 = None
        alias_674: "i64[]" = torch.ops.aten.alias.default(alias_673);  alias_673 = None
        add_224: "f32[2]" = torch.ops.aten.add.Tensor(add_223, alias_674);  add_223 = alias_674 = None
        clone_225: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_225);  c_lifted_tensor_225 = None
        alias_675: "i64[]" = torch.ops.aten.alias.default(clone_225);  clone_225 = None
        alias_676: "i64[]" = torch.ops.aten.alias.default(alias_675);  alias_675 = None
        alias_677: "i64[]" = torch.ops.aten.alias.default(alias_676);  alias_676 = None
        add_225: "f32[2]" = torch.ops.aten.add.Tensor(add_224, alias_677);  add_224 = alias_677 = None
        clone_226: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_226);  c_lifted_tensor_226 = None
        alias_678: "i64[]" = torch.ops.aten.alias.default(clone_226);  clone_226 = None
        alias_679: "i64[]" = torch.ops.aten.alias.default(alias_678);  alias_678 = None
        alias_680: "i64[]" = torch.ops.aten.alias.default(alias_679);  alias_679 = None
        add_226: "f32[2]" = torch.ops.aten.add.Tensor(add_225, alias_680);  add_225 = alias_680 = None
        clone_227: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_227);  c_lifted_tensor_227 = None
        alias_681: "i64[]" = torch.ops.aten.alias.default(clone_227);  clone_227 = None
        alias_682: "i64[]" = torch.ops.aten.alias.default(alias_681);  alias_681 = None
        alias_683: "i64[]" = torch.ops.aten.alias.default(alias_682);  alias_682 = None
        add_227: "f32[2]" = torch.ops.aten.add.Tensor(add_226, alias_683);  add_226 = alias_683 = None
        clone_228: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_228);  c_lifted_tensor_228 = None
        alias_684: "i64[]" = torch.ops.aten.alias.default(clone_228);  clone_228 = None
        alias_685: "i64[]" = torch.ops.aten.alias.default(alias_684);  alias_684 = None
        alias_686: "i64[]" = torch.ops.aten.alias.default(alias_685);  alias_685 = None
        add_228: "f32[2]" = torch.ops.aten.add.Tensor(add_227, alias_686);  add_227 = alias_686 = None
        clone_229: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_229);  c_lifted_tensor_229 = None
        alias_687: "i64[]" = torch.ops.aten.alias.default(clone_229);  clone_229 = None
        alias_688: "i64[]" = torch.ops.aten.alias.default(alias_687);  alias_687 = None
        alias_689: "i64[]" = torch.ops.aten.alias.default(alias_688);  alias_688 = None
        add_229: "f32[2]" = torch.ops.aten.add.Tensor(add_228, alias_689);  add_228 = alias_689 = None
        clone_230: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_230);  c_lifted_tensor_230 = None
        alias_690: "i64[]" = torch.ops.aten.alias.default(clone_230);  clone_230 = None
        alias_691: "i64[]" = torch.ops.aten.alias.default(alias_690);  alias_690 = None
        alias_692: "i64[]" = torch.ops.aten.alias.default(alias_691);  alias_691 = None
        add_230: "f32[2]" = torch.ops.aten.add.Tensor(add_229, alias_692);  add_229 = alias_692 = None
        clone_231: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_231);  c_lifted_tensor_231 = None
        alias_693: "i64[]" = torch.ops.aten.alias.default(clone_231);  clone_231 = None
        alias_694: "i64[]" = torch.ops.aten.alias.default(alias_693);  alias_693 = None
        alias_695: "i64[]" = torch.ops.aten.alias.default(alias_694);  alias_694 = None
        add_231: "f32[2]" = torch.ops.aten.add.Tensor(add_230, alias_695);  add_230 = alias_695 = None
        clone_232: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_232);  c_lifted_tensor_232 = None
        alias_696: "i64[]" = torch.ops.aten.alias.default(clone_232);  clone_232 = None
        alias_697: "i64[]" = torch.ops.aten.alias.default(alias_696);  alias_696 = None
        alias_698: "i64[]" = torch.ops.aten.alias.default(alias_697);  alias_697 = None
        add_232: "f32[2]" = torch.ops.aten.add.Tensor(add_231, alias_698);  add_231 = alias_698 = None
        clone_233: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_233);  c_lifted_tensor_233 = None
        alias_699: "i64[]" = torch.ops.aten.alias.default(clone_233);  clone_233 = None
        alias_700: "i64[]" = torch.ops.aten.alias.default(alias_699);  alias_699 = None
        alias_701: "i64[]" = torch.ops.aten.alias.default(alias_700);  alias_700 = None
        add_233: "f32[2]" = torch.ops.aten.add.Tensor(add_232, alias_701);  add_232 = alias_701 = None
        clone_234: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_234);  c_lifted_tensor_234 = None
        alias_702: "i64[]" = torch.ops.aten.alias.default(clone_234);  clone_234 = None
        alias_703: "i64[]" = torch.ops.aten.alias.default(alias_702);  alias_702 = None
        alias_704: "i64[]" = torch.ops.aten.alias.default(alias_703);  alias_703 = None
        add_234: "f32[2]" = torch.ops.aten.add.Tensor(add_233, alias_704);  add_233 = alias_704 = None
        clone_235: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_235);  c_lifted_tensor_235 = None
        alias_705: "i64[]" = torch.ops.aten.alias.default(clone_235);  clone_235 = None
        alias_706: "i64[]" = torch.ops.aten.alias.default(alias_705);  alias_705 = None
        alias_707: "i64[]" = torch.ops.aten.alias.default(alias_706);  alias_706 = None
        add_235: "f32[2]" = torch.ops.aten.add.Tensor(add_234, alias_707);  add_234 = alias_707 = None
        clone_236: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_236);  c_lifted_tensor_236 = None
        alias_708: "i64[]" = torch.ops.aten.alias.default(clone_236);  clone_236 = None
        alias_709: "i64[]" = torch.ops.aten.alias.default(alias_708);  alias_708 = None
        alias_710: "i64[]" = torch.ops.aten.alias.default(alias_709);  alias_709 = None
        add_236: "f32[2]" = torch.ops.aten.add.Tensor(add_235, alias_710);  add_235 = alias_710 = None
        clone_237: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_237);  c_lifted_tensor_237 = None
        alias_711: "i64[]" = torch.ops.aten.alias.default(clone_237);  clone_237 = None
        alias_712: "i64[]" = torch.ops.aten.alias.default(alias_711);  alias_711 = None
        alias_713: "i64[]" = torch.ops.aten.alias.default(alias_712);  alias_712 = None
        add_237: "f32[2]" = torch.ops.aten.add.Tensor(add_236, alias_713);  add_236 = alias_713 = None
        clone_238: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_238);  c_lifted_tensor_238 = None
        alias_714: "i64[]" = torch.ops.aten.alias.default(clone_238);  clone_238 = None
        alias_715: "i64[]" = torch.ops.aten.alias.default(alias_714);  alias_714 = None
        alias_716: "i64[]" = torch.ops.aten.alias.default(alias_715);  alias_715 = None
        add_238: "f32[2]" = torch.ops.aten.add.Tensor(add_237, alias_716);  add_237 = alias_716 = None
        clone_239: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_239);  c_lifted_tensor_239 = None
        alias_717: "i64[]" = torch.ops.aten.alias.default(clone_239);  clone_239 = None
        alias_718: "i64[]" = torch.ops.aten.alias.default(alias_717);  alias_717 = None
        alias_719: "i64[]" = torch.ops.aten.alias.default(alias_718);  alias_718 = None
        add_239: "f32[2]" = torch.ops.aten.add.Tensor(add_238, alias_719);  add_238 = alias_719 = None
        clone_240: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_240);  c_lifted_tensor_240 = None
        alias_720: "i64[]" = torch.ops.aten.alias.default(clone_240);  clone_240 = None
        alias_721: "i64[]" = torch.ops.aten.alias.default(alias_720);  alias_720 = None
        alias_722: "i64[]" = torch.ops.aten.alias.default(alias_721);  alias_721 = None
        add_240: "f32[2]" = torch.ops.aten.add.Tensor(add_239, alias_722);  add_239 = alias_722 = None
        clone_241: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_241);  c_lifted_tensor_241 = None
        alias_723: "i64[]" = torch.ops.aten.alias.default(clone_241);  clone_241 = None
        alias_724: "i64[]" = torch.ops.aten.alias.default(alias_723);  alias_723 = None
        alias_725: "i64[]" = torch.ops.aten.alias.default(alias_724);  alias_724 = None
        add_241: "f32[2]" = torch.ops.aten.add.Tensor(add_240, alias_725);  add_240 = alias_725 = None
        clone_242: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_242);  c_lifted_tensor_242 = None
        alias_726: "i64[]" = torch.ops.aten.alias.default(clone_242);  clone_242 = None
        alias_727: "i64[]" = torch.ops.aten.alias.default(alias_726);  alias_726 = None
        alias_728: "i64[]" = torch.ops.aten.alias.default(alias_727);  alias_727 = None
        add_242: "f32[2]" = torch.ops.aten.add.Tensor(add_241, alias_728);  add_241 = alias_728 = None
        clone_243: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_243);  c_lifted_tensor_243 = None
        alias_729: "i64[]" = torch.ops.aten.alias.default(clone_243);  clone_243 = None
        alias_730: "i64[]" = torch.ops.aten.alias.default(alias_729);  alias_729 = None
        alias_731: "i64[]" = torch.ops.aten.alias.default(alias_730);  alias_730 = None
        add_243: "f32[2]" = torch.ops.aten.add.Tensor(add_242, alias_731);  add_242 = alias_731 = None
        clone_244: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_244);  c_lifted_tensor_244 = None
        alias_732: "i64[]" = torch.ops.aten.alias.default(clone_244);  clone_244 = None
        alias_733: "i64[]" = torch.ops.aten.alias.default(alias_732);  alias_732 = None
        alias_734: "i64[]" = torch.ops.aten.alias.default(alias_733);  alias_733 = None
        add_244: "f32[2]" = torch.ops.aten.add.Tensor(add_243, alias_734);  add_243 = alias_734 = None
        clone_245: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_245);  c_lifted_tensor_245 = None
        alias_735: "i64[]" = torch.ops.aten.alias.default(clone_245);  clone_245 = None
        alias_736: "i64[]" = torch.ops.aten.alias.default(alias_735);  alias_735 = None
        alias_737: "i64[]" = torch.ops.aten.alias.default(alias_736);  alias_736 = None
        add_245: "f32[2]" = torch.ops.aten.add.Tensor(add_244, alias_737);  add_244 = alias_737 = None
        clone_246: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_246);  c_lifted_tensor_246 = None
        alias_738: "i64[]" = torch.ops.aten.alias.default(clone_246);  clone_246 = None
        alias_739: "i64[]" = torch.ops.aten.alias.default(alias_738);  alias_738 = None
        alias_740: "i64[]" = torch.ops.aten.alias.default(alias_739);  alias_739 = None
        add_246: "f32[2]" = torch.ops.aten.add.Tensor(add_245, alias_740);  add_245 = alias_740 = None
        clone_247: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_247);  c_lifted_tensor_247 = None
        alias_741: "i64[]" = torch.ops.aten.alias.default(clone_247);  clone_247 = None
        alias_742: "i64[]" = torch.ops.aten.alias.default(alias_741);  alias_741 = None
        alias_743: "i64[]" = torch.ops.aten.alias.default(alias_742);  alias_742 = None
        add_247: "f32[2]" = torch.ops.aten.add.Tensor(add_246, alias_743);  add_246 = alias_743 = None
        clone_248: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_248);  c_lifted_tensor_248 = None
        alias_744: "i64[]" = torch.ops.aten.alias.default(clone_248);  clone_248 = None
        alias_745: "i64[]" = torch.ops.aten.alias.default(alias_744);  alias_744 = None
        alias_746: "i64[]" = torch.ops.aten.alias.default(alias_745);  alias_745 = None
        add_248: "f32[2]" = torch.ops.aten.add.Tensor(add_247, alias_746);  add_247 = alias_746 = None
        clone_249: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_249);  c_lifted_tensor_249 = None
        alias_747: "i64[]" = torch.ops.aten.alias.default(clone_249);  clone_249 = None
        alias_748: "i64[]" = torch.ops.aten.alias.default(alias_747);  alias_747 = None
        alias_749: "i64[]" = torch.ops.aten.alias.default(alias_748);  alias_748 = None
        add_249: "f32[2]" = torch.ops.aten.add.Tensor(add_248, alias_749);  add_248 = alias_749 = None
        clone_250: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_250);  c_lifted_tensor_250 = None
        alias_750: "i64[]" = torch.ops.aten.alias.default(clone_250);  clone_250 = None
        alias_751: "i64[]" = torch.ops.aten.alias.default(alias_750);  alias_750 = None
        alias_752: "i64[]" = torch.ops.aten.alias.default(alias_751);  alias_751 = None
        add_250: "f32[2]" = torch.ops.aten.add.Tensor(add_249, alias_752);  add_249 = alias_752 = None
        clone_251: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_251);  c_lifted_tensor_251 = None
        alias_753: "i64[]" = torch.ops.aten.alias.default(clone_251);  clone_251 = None
        alias_754: "i64[]" = torch.ops.aten.alias.default(alias_753);  alias_753 = None
        alias_755: "i64[]" = torch.ops.aten.alias.default(alias_754);  alias_754 = None
        add_251: "f32[2]" = torch.ops.aten.add.Tensor(add_250, alias_755);  add_250 = alias_755 = None
        clone_252: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_252);  c_lifted_tensor_252 = None
        alias_756: "i64[]" = torch.ops.aten.alias.default(clone_252);  clone_252 = None
        alias_757: "i64[]" = torch.ops.aten.alias.default(alias_756);  alias_756 = None
        alias_758: "i64[]" = torch.ops.aten.alias.default(alias_757);  alias_757 = None
        add_252: "f32[2]" = torch.ops.aten.add.Tensor(add_251, alias_758);  add_251 = alias_758 = None
        clone_253: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_253);  c_lifted_tensor_253 = None
        alias_759: "i64[]" = torch.ops.aten.alias.default(clone_253);  clone_253 = None
        alias_760: "i64[]" = torch.ops.aten.alias.default(alias_759);  alias_759 = None
        alias_761: "i64[]" = torch.ops.aten.alias.default(alias_760);  alias_760 = None
        add_253: "f32[2]" = torch.ops.aten.add.Tensor(add_252, alias_761);  add_252 = alias_761 = None
        clone_254: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_254);  c_lifted_tensor_254 = None
        alias_762: "i64[]" = torch.ops.aten.alias.default(clone_254);  clone_254 = None
        alias_763: "i64[]" = torch.ops.aten.alias.default(alias_762);  alias_762 = None
        alias_764: "i64[]" = torch.ops.aten.alias.default(alias_763);  alias_763 = None
        add_254: "f32[2]" = torch.ops.aten.add.Tensor(add_253, alias_764);  add_253 = alias_764 = None
        clone_255: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_255);  c_lifted_tensor_255 = None
        alias_765: "i64[]" = torch.ops.aten.alias.default(clone_255);  clone_255 = None
        alias_766: "i64[]" = torch.ops.aten.alias.default(alias_765);  alias_765 = None
        alias_767: "i64[]" = torch.ops.aten.alias.default(alias_766);  alias_766 = None
        add_255: "f32[2]" = torch.ops.aten.add.Tensor(add_254, alias_767);  add_254 = alias_767 = None
        clone_256: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_256);  c_lifted_tensor_256 = None
        alias_768: "i64[]" = torch.ops.aten.alias.default(clone_256);  clone_256 = None
        alias_769: "i64[]" = torch.ops.aten.alias.default(alias_768);  alias_768 = None
        alias_770: "i64[]" = torch.ops.aten.alias.default(alias_769);  alias_769 = None
        add_256: "f32[2]" = torch.ops.aten.add.Tensor(add_255, alias_770);  add_255 = alias_770 = None
        clone_257: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_257);  c_lifted_tensor_257 = None
        alias_771: "i64[]" = torch.ops.aten.alias.default(clone_257);  clone_257 = None
        alias_772: "i64[]" = torch.ops.aten.alias.default(alias_771);  alias_771 = None
        alias_773: "i64[]" = torch.ops.aten.alias.default(alias_772);  alias_772 = None
        add_257: "f32[2]" = torch.ops.aten.add.Tensor(add_256, alias_773);  add_256 = alias_773 = None
        clone_258: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_258);  c_lifted_tensor_258 = None
        alias_774: "i64[]" = torch.ops.aten.alias.default(clone_258);  clone_258 = None
        alias_775: "i64[]" = torch.ops.aten.alias.default(alias_774);  alias_774 = None
        alias_776: "i64[]" = torch.ops.aten.alias.default(alias_775);  alias_775 = None
        add_258: "f32[2]" = torch.ops.aten.add.Tensor(add_257, alias_776);  add_257 = alias_776 = None
        clone_259: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_259);  c_lifted_tensor_259 = None
        alias_777: "i64[]" = torch.ops.aten.alias.default(clone_259);  clone_259 = None
        alias_778: "i64[]" = torch.ops.aten.alias.default(alias_777);  alias_777 = None
        alias_779: "i64[]" = torch.ops.aten.alias.default(alias_778);  alias_778 = None
        add_259: "f32[2]" = torch.ops.aten.add.Tensor(add_258, alias_779);  add_258 = alias_779 = None
        clone_260: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_260);  c_lifted_tensor_260 = None
        alias_780: "i64[]" = torch.ops.aten.alias.default(clone_260);  clone_260 = None
        alias_781: "i64[]" = torch.ops.aten.alias.default(alias_780);  alias_780 = None
        alias_782: "i64[]" = torch.ops.aten.alias.default(alias_781);  alias_781 = None
        add_260: "f32[2]" = torch.ops.aten.add.Tensor(add_259, alias_782);  add_259 = alias_782 = None
        clone_261: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_261);  c_lifted_tensor_261 = None
        alias_783: "i64[]" = torch.ops.aten.alias.default(clone_261);  clone_261 = None
        alias_784: "i64[]" = torch.ops.aten.alias.default(alias_783);  alias_783 = None
        alias_785: "i64[]" = torch.ops.aten.alias.default(alias_784);  alias_784 = None
        add_261: "f32[2]" = torch.ops.aten.add.Tensor(add_260, alias_785);  add_260 = alias_785 = None
        clone_262: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_262);  c_lifted_tensor_262 = None
        alias_786: "i64[]" = torch.ops.aten.alias.default(clone_262);  clone_262 = None
        alias_787: "i64[]" = torch.ops.aten.alias.default(alias_786);  alias_786 = None
        alias_788: "i64[]" = torch.ops.aten.alias.default(alias_787);  alias_787 = None
        add_262: "f32[2]" = torch.ops.aten.add.Tensor(add_261, alias_788);  add_261 = alias_788 = None
        clone_263: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_263);  c_lifted_tensor_263 = None
        alias_789: "i64[]" = torch.ops.aten.alias.default(clone_263);  clone_263 = None
        alias_790: "i64[]" = torch.ops.aten.alias.default(alias_789);  alias_789 = None
        alias_791: "i64[]" = torch.ops.aten.alias.default(alias_790);  alias_790 = None
        add_263: "f32[2]" = torch.ops.aten.add.Tensor(add_262, alias_791);  add_262 = alias_791 = None
        clone_264: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_264);  c_lifted_tensor_264 = None
        alias_792: "i64[]" = torch.ops.aten.alias.default(clone_264);  clone_264 = None
        alias_793: "i64[]" = torch.ops.aten.alias.default(alias_792);  alias_792 = None
        alias_794: "i64[]" = torch.ops.aten.alias.default(alias_793);  alias_793 = None
        add_264: "f32[2]" = torch.ops.aten.add.Tensor(add_263, alias_794);  add_263 = alias_794 = None
        clone_265: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_265);  c_lifted_tensor_265 = None
        alias_795: "i64[]" = torch.ops.aten.alias.default(clone_265);  clone_265 = None
        alias_796: "i64[]" = torch.ops.aten.alias.default(alias_795);  alias_795 = None
        alias_797: "i64[]" = torch.ops.aten.alias.default(alias_796);  alias_796 = None
        add_265: "f32[2]" = torch.ops.aten.add.Tensor(add_264, alias_797);  add_264 = alias_797 = None
        clone_266: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_266);  c_lifted_tensor_266 = None
        alias_798: "i64[]" = torch.ops.aten.alias.default(clone_266);  clone_266 = None
        alias_799: "i64[]" = torch.ops.aten.alias.default(alias_798);  alias_798 = None
        alias_800: "i64[]" = torch.ops.aten.alias.default(alias_799);  alias_799 = None
        add_266: "f32[2]" = torch.ops.aten.add.Tensor(add_265, alias_800);  add_265 = alias_800 = None
        clone_267: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_267);  c_lifted_tensor_267 = None
        alias_801: "i64[]" = torch.ops.aten.alias.default(clone_267);  clone_267 = None
        alias_802: "i64[]" = torch.ops.aten.alias.default(alias_801);  alias_801 = None
        alias_803: "i64[]" = torch.ops.aten.alias.default(alias_802);  alias_802 = None
        add_267: "f32[2]" = torch.ops.aten.add.Tensor(add_266, alias_803);  add_266 = alias_803 = None
        clone_268: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_268);  c_lifted_tensor_268 = None
        alias_804: "i64[]" = torch.ops.aten.alias.default(clone_268);  clone_268 = None
        alias_805: "i64[]" = torch.ops.aten.alias.default(alias_804);  alias_804 = None
        alias_806: "i64[]" = torch.ops.aten.alias.default(alias_805);  alias_805 = None
        add_268: "f32[2]" = torch.ops.aten.add.Tensor(add_267, alias_806);  add_267 = alias_806 = None
        clone_269: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_269);  c_lifted_tensor_269 = None
        alias_807: "i64[]" = torch.ops.aten.alias.default(clone_269);  clone_269 = None
        alias_808: "i64[]" = torch.ops.aten.alias.default(alias_807);  alias_807 = None
        alias_809: "i64[]" = torch.ops.aten.alias.default(alias_808);  alias_808 = None
        add_269: "f32[2]" = torch.ops.aten.add.Tensor(add_268, alias_809);  add_268 = alias_809 = None
        clone_270: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_270);  c_lifted_tensor_270 = None
        alias_810: "i64[]" = torch.ops.aten.alias.default(clone_270);  clone_270 = None
        alias_811: "i64[]" = torch.ops.aten.alias.default(alias_810);  alias_810 = None
        alias_812: "i64[]" = torch.ops.aten.alias.default(alias_811);  alias_811 = None
        add_270: "f32[2]" = torch.ops.aten.add.Tensor(add_269, alias_812);  add_269 = alias_812 = None
        clone_271: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_271);  c_lifted_tensor_271 = None
        alias_813: "i64[]" = torch.ops.aten.alias.default(clone_271);  clone_271 = None
        alias_814: "i64[]" = torch.ops.aten.alias.default(alias_813);  alias_813 = None
        alias_815: "i64[]" = torch.ops.aten.alias.default(alias_814);  alias_814 = None
        add_271: "f32[2]" = torch.ops.aten.add.Tensor(add_270, alias_815);  add_270 = alias_815 = None
        clone_272: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_272);  c_lifted_tensor_272 = None
        alias_816: "i64[]" = torch.ops.aten.alias.default(clone_272);  clone_272 = None
        alias_817: "i64[]" = torch.ops.aten.alias.default(alias_816);  alias_816 = None
        alias_818: "i64[]" = torch.ops.aten.alias.default(alias_817);  alias_817 = None
        add_272: "f32[2]" = torch.ops.aten.add.Tensor(add_271, alias_818);  add_271 = alias_818 = None
        clone_273: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_273);  c_lifted_tensor_273 = None
        alias_819: "i64[]" = torch.ops.aten.alias.default(clone_273);  clone_273 = None
        alias_820: "i64[]" = torch.ops.aten.alias.default(alias_819);  alias_819 = None
        alias_821: "i64[]" = torch.ops.aten.alias.default(alias_820);  alias_820 = None
        add_273: "f32[2]" = torch.ops.aten.add.Tensor(add_272, alias_821);  add_272 = alias_821 = None
        clone_274: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_274);  c_lifted_tensor_274 = None
        alias_822: "i64[]" = torch.ops.aten.alias.default(clone_274);  clone_274 = None
        alias_823: "i64[]" = torch.ops.aten.alias.default(alias_822);  alias_822 = None
        alias_824: "i64[]" = torch.ops.aten.alias.default(alias_823);  alias_823 = None
        add_274: "f32[2]" = torch.ops.aten.add.Tensor(add_273, alias_824);  add_273 = alias_824 = None
        clone_275: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_275);  c_lifted_tensor_275 = None
        alias_825: "i64[]" = torch.ops.aten.alias.default(clone_275);  clone_275 = None
        alias_826: "i64[]" = torch.ops.aten.alias.default(alias_825);  alias_825 = None
        alias_827: "i64[]" = torch.ops.aten.alias.default(alias_826);  alias_826 = None
        add_275: "f32[2]" = torch.ops.aten.add.Tensor(add_274, alias_827);  add_274 = alias_827 = None
        clone_276: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_276);  c_lifted_tensor_276 = None
        alias_828: "i64[]" = torch.ops.aten.alias.default(clone_276);  clone_276 = None
        alias_829: "i64[]" = torch.ops.aten.alias.default(alias_828);  alias_828 = None
        alias_830: "i64[]" = torch.ops.aten.alias.default(alias_829);  alias_829 = None
        add_276: "f32[2]" = torch.ops.aten.add.Tensor(add_275, alias_830);  add_275 = alias_830 = None
        clone_277: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_277);  c_lifted_tensor_277 = None
        alias_831: "i64[]" = torch.ops.aten.alias.default(clone_277);  clone_277 = None
        alias_832: "i64[]" = torch.ops.aten.alias.default(alias_831);  alias_831 = None
        alias_833: "i64[]" = torch.ops.aten.alias.default(alias_832);  alias_832 = None
        add_277: "f32[2]" = torch.ops.aten.add.Tensor(add_276, alias_833);  add_276 = alias_833 = None
        clone_278: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_278);  c_lifted_tensor_278 = None
        alias_834: "i64[]" = torch.ops.aten.alias.default(clone_278);  clone_278 = None
        alias_835: "i64[]" = torch.ops.aten.alias.default(alias_834);  alias_834 = None
        alias_836: "i64[]" = torch.ops.aten.alias.default(alias_835);  alias_835 = None
        add_278: "f32[2]" = torch.ops.aten.add.Tensor(add_277, alias_836);  add_277 = alias_836 = None
        clone_279: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_279);  c_lifted_tensor_279 = None
        alias_837: "i64[]" = torch.ops.aten.alias.default(clone_279);  clone_279 = None
        alias_838: "i64[]" = torch.ops.aten.alias.default(alias_837);  alias_837 = None
        alias_839: "i64[]" = torch.ops.aten.alias.default(alias_838);  alias_838 = None
        add_279: "f32[2]" = torch.ops.aten.add.Tensor(add_278, alias_839);  add_278 = alias_839 = None
        clone_280: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_280);  c_lifted_tensor_280 = None
        alias_840: "i64[]" = torch.ops.aten.alias.default(clone_280);  clone_280 = None
        alias_841: "i64[]" = torch.ops.aten.alias.default(alias_840);  alias_840 = None
        alias_842: "i64[]" = torch.ops.aten.alias.default(alias_841);  alias_841 = None
        add_280: "f32[2]" = torch.ops.aten.add.Tensor(add_279, alias_842);  add_279 = alias_842 = None
        clone_281: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_281);  c_lifted_tensor_281 = None
        alias_843: "i64[]" = torch.ops.aten.alias.default(clone_281);  clone_281 = None
        alias_844: "i64[]" = torch.ops.aten.alias.default(alias_843);  alias_843 = None
        alias_845: "i64[]" = torch.ops.aten.alias.default(alias_844);  alias_844 = None
        add_281: "f32[2]" = torch.ops.aten.add.Tensor(add_280, alias_845);  add_280 = alias_845 = None
        clone_282: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_282);  c_lifted_tensor_282 = None
        alias_846: "i64[]" = torch.ops.aten.alias.default(clone_282);  clone_282 = None
        alias_847: "i64[]" = torch.ops.aten.alias.default(alias_846);  alias_846 = None
        alias_848: "i64[]" = torch.ops.aten.alias.default(alias_847);  alias_847 = None
        add_282: "f32[2]" = torch.ops.aten.add.Tensor(add_281, alias_848);  add_281 = alias_848 = None
        clone_283: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_283);  c_lifted_tensor_283 = None
        alias_849: "i64[]" = torch.ops.aten.alias.default(clone_283);  clone_283 = None
        alias_850: "i64[]" = torch.ops.aten.alias.default(alias_849);  alias_849 = None
        alias_851: "i64[]" = torch.ops.aten.alias.default(alias_850);  alias_850 = None
        add_283: "f32[2]" = torch.ops.aten.add.Tensor(add_282, alias_851);  add_282 = alias_851 = None
        clone_284: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_284);  c_lifted_tensor_284 = None
        alias_852: "i64[]" = torch.ops.aten.alias.default(clone_284);  clone_284 = None
        alias_853: "i64[]" = torch.ops.aten.alias.default(alias_852);  alias_852 = None
        alias_854: "i64[]" = torch.ops.aten.alias.default(alias_853);  alias_853 = None
        add_284: "f32[2]" = torch.ops.aten.add.Tensor(add_283, alias_854);  add_283 = alias_854 = None
        clone_285: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_285);  c_lifted_tensor_285 = None
        alias_855: "i64[]" = torch.ops.aten.alias.default(clone_285);  clone_285 = None
        alias_856: "i64[]" = torch.ops.aten.alias.default(alias_855);  alias_855 = None
        alias_857: "i64[]" = torch.ops.aten.alias.default(alias_856);  alias_856 = None
        add_285: "f32[2]" = torch.ops.aten.add.Tensor(add_284, alias_857);  add_284 = alias_857 = None
        clone_286: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_286);  c_lifted_tensor_286 = None
        alias_858: "i64[]" = torch.ops.aten.alias.default(clone_286);  clone_286 = None
        alias_859: "i64[]" = torch.ops.aten.alias.default(alias_858);  alias_858 = None
        alias_860: "i64[]" = torch.ops.aten.alias.default(alias_859);  alias_859 = None
        add_286: "f32[2]" = torch.ops.aten.add.Tensor(add_285, alias_860);  add_285 = alias_860 = None
        clone_287: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_287);  c_lifted_tensor_287 = None
        alias_861: "i64[]" = torch.ops.aten.alias.default(clone_287);  clone_287 = None
        alias_862: "i64[]" = torch.ops.aten.alias.default(alias_861);  alias_861 = None
        alias_863: "i64[]" = torch.ops.aten.alias.default(alias_862);  alias_862 = None
        add_287: "f32[2]" = torch.ops.aten.add.Tensor(add_286, alias_863);  add_286 = alias_863 = None
        clone_288: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_288);  c_lifted_tensor_288 = None
        alias_864: "i64[]" = torch.ops.aten.alias.default(clone_288);  clone_288 = None
        alias_865: "i64[]" = torch.ops.aten.alias.default(alias_864);  alias_864 = None
        alias_866: "i64[]" = torch.ops.aten.alias.default(alias_865);  alias_865 = None
        add_288: "f32[2]" = torch.ops.aten.add.Tensor(add_287, alias_866);  add_287 = alias_866 = None
        clone_289: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_289);  c_lifted_tensor_289 = None
        alias_867: "i64[]" = torch.ops.aten.alias.default(clone_289);  clone_289 = None
        alias_868: "i64[]" = torch.ops.aten.alias.default(alias_867);  alias_867 = None
        alias_869: "i64[]" = torch.ops.aten.alias.default(alias_868);  alias_868 = None
        add_289: "f32[2]" = torch.ops.aten.add.Tensor(add_288, alias_869);  add_288 = alias_869 = None
        clone_290: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_290);  c_lifted_tensor_290 = None
        alias_870: "i64[]" = torch.ops.aten.alias.default(clone_290);  clone_290 = None
        alias_871: "i64[]" = torch.ops.aten.alias.default(alias_870);  alias_870 = None
        alias_872: "i64[]" = torch.ops.aten.alias.default(alias_871);  alias_871 = None
        add_290: "f32[2]" = torch.ops.aten.add.Tensor(add_289, alias_872);  add_289 = alias_872 = None
        clone_291: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_291);  c_lifted_tensor_291 = None
        alias_873: "i64[]" = torch.ops.aten.alias.default(clone_291);  clone_291 = None
        alias_874: "i64[]" = torch.ops.aten.alias.default(alias_873);  alias_873 = None
        alias_875: "i64[]" = torch.ops.aten.alias.default(alias_874);  alias_874 = None
        add_291: "f32[2]" = torch.ops.aten.add.Tensor(add_290, alias_875);  add_290 = alias_875 = None
        clone_292: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_292);  c_lifted_tensor_292 = None
        alias_876: "i64[]" = torch.ops.aten.alias.default(clone_292);  clone_292 = None
        alias_877: "i64[]" = torch.ops.aten.alias.default(alias_876);  alias_876 = None
        alias_878: "i64[]" = torch.ops.aten.alias.default(alias_877);  alias_877 = None
        add_292: "f32[2]" = torch.ops.aten.add.Tensor(add_291, alias_878);  add_291 = alias_878 = None
        clone_293: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_293);  c_lifted_tensor_293 = None
        alias_879: "i64[]" = torch.ops.aten.alias.default(clone_293);  clone_293 = None
        alias_880: "i64[]" = torch.ops.aten.alias.default(alias_879);  alias_879 = None
        alias_881: "i64[]" = torch.ops.aten.alias.default(alias_880);  alias_880 = None
        add_293: "f32[2]" = torch.ops.aten.add.Tensor(add_292, alias_881);  add_292 = alias_881 = None
        clone_294: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_294);  c_lifted_tensor_294 = None
        alias_882: "i64[]" = torch.ops.aten.alias.default(clone_294);  clone_294 = None
        alias_883: "i64[]" = torch.ops.aten.alias.default(alias_882);  alias_882 = None
        alias_884: "i64[]" = torch.ops.aten.alias.default(alias_883);  alias_883 = None
        add_294: "f32[2]" = torch.ops.aten.add.Tensor(add_293, alias_884);  add_293 = alias_884 = None
        clone_295: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_295);  c_lifted_tensor_295 = None
        alias_885: "i64[]" = torch.ops.aten.alias.default(clone_295);  clone_295 = None
        alias_886: "i64[]" = torch.ops.aten.alias.default(alias_885);  alias_885 = None
        alias_887: "i64[]" = torch.ops.aten.alias.default(alias_886);  alias_886 = None
        add_295: "f32[2]" = torch.ops.aten.add.Tensor(add_294, alias_887);  add_294 = alias_887 = None
        clone_296: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_296);  c_lifted_tensor_296 = None
        alias_888: "i64[]" = torch.ops.aten.alias.default(clone_296);  clone_296 = None
        alias_889: "i64[]" = torch.ops.aten.alias.default(alias_888);  alias_888 = None
        alias_890: "i64[]" = torch.ops.aten.alias.default(alias_889);  alias_889 = None
        add_296: "f32[2]" = torch.ops.aten.add.Tensor(add_295, alias_890);  add_295 = alias_890 = None
        clone_297: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_297);  c_lifted_tensor_297 = None
        alias_891: "i64[]" = torch.ops.aten.alias.default(clone_297);  clone_297 = None
        alias_892: "i64[]" = torch.ops.aten.alias.default(alias_891);  alias_891 = None
        alias_893: "i64[]" = torch.ops.aten.alias.default(alias_892);  alias_892 = None
        add_297: "f32[2]" = torch.ops.aten.add.Tensor(add_296, alias_893);  add_296 = alias_893 = None
        clone_298: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_298);  c_lifted_tensor_298 = None
        alias_894: "i64[]" = torch.ops.aten.alias.default(clone_298);  clone_298 = None
        alias_895: "i64[]" = torch.ops.aten.alias.default(alias_894);  alias_894 = None
        alias_896: "i64[]" = torch.ops.aten.alias.default(alias_895);  alias_895 = None
        add_298: "f32[2]" = torch.ops.aten.add.Tensor(add_297, alias_896);  add_297 = alias_896 = None
        clone_299: "i64[]" = torch.ops.aten.clone.default(c_lifted_tensor_299);  c_lifted_tensor_299 = None
        alias_897: "i64[]" = torch.ops.aten.alias.default(clone_299);  clone_299 = None
        alias_898: "i64[]" = torch.ops.aten.alias.default(alias_897);  alias_897 = None
        alias_899: "i64[]" = torch.ops.aten.alias.default(alias_898);  alias_898 = None
        add_299: "f32[2]" = torch.ops.aten.add.Tensor(add_298, alias_899);  add_298 = alias_899 = None
        return (add_299,)
